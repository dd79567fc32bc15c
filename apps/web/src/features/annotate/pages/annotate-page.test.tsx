import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { type FieldChanges, MAX_FIELDS_PER_DOCUMENT } from '@signflow/contract/documents';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useGetSigningRecordQuery } from '../../../api/signing-record-api';
import { formatCount } from '../../../i18n/format-number';
import { type ApiRoutes, type ApiStub, apiError } from '../../../test/api-stub';
import { field, signer, signingRecord } from '../../../test/fixtures';
import { addressShown, renderScreen } from '../../../test/render-screen';
import { AnnotatePage } from './annotate-page';

const SAVE = 'PUT /v1/documents/signing/doc-1/coordinates';
const AMY = signer('amy', 'Amy Lee', '#2f9e44');
const BOB = signer('bob', 'Bob Stone', '#e8590c');
/** A Draft with one field placed already: Amy's signature. */
const RECORD = signingRecord([AMY, BOB], [field('amy-sig', 'amy', 'draw', { top: 0.1 })]);

const API: ApiRoutes = {
  'GET /v1/documents/signing/doc-1': { body: RECORD },
  // The record after the save, as the server answers it (what the tests check is what was sent).
  [SAVE]: { body: RECORD },
};

async function openEditor(api: ApiRoutes = API) {
  const parts = renderScreen(<AnnotatePage />, { url: '/annotate?templateId=doc-1', api });
  await screen.findByRole('group', { name: 'Signature Field field of Amy Lee' });
  return parts;
}

/** A click on the first page at a point given as fractions of the page, as the owner places a field. */
async function clickPage(user: UserEvent, x: number, y: number) {
  const surface = document.querySelector<HTMLElement>('[data-pdf-page="1"] [data-drawing-surface]');
  if (!surface) throw new Error('the first page has no drawing surface');
  const page = surface.getBoundingClientRect();
  const coords = { clientX: page.left + x * page.width, clientY: page.top + y * page.height };
  await user.pointer({ keys: '[MouseLeft]', target: surface, coords });
}

const fieldsShown = () => screen.queryAllByRole('group', { name: / field of / });
const sentChanges = (api: ApiStub) => api.callsTo(SAVE).map((call) => call.body as Required<FieldChanges>);

describe('field editor', () => {
  it('places a field of the chosen tool for the chosen signer where the page is clicked, and saves it', async () => {
    const { user, api } = await openEditor();
    const signers = screen.getByRole('group', { name: 'Signers' });
    expect(within(signers).getByRole('button', { name: 'Amy Lee' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(signers).getByRole('button', { name: 'Bob Stone' }));
    await user.click(within(screen.getByRole('group', { name: 'Tools' })).getByRole('button', { name: 'Initials' }));
    expect(within(signers).getByRole('button', { name: 'Bob Stone' })).toHaveAttribute('aria-pressed', 'true');
    await clickPage(user, 0.5, 0.5);

    expect(screen.getByRole('group', { name: 'Initials field of Bob Stone' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    const [changes] = sentChanges(api);
    expect(changes?.update).toEqual([]);
    expect(changes?.delete).toEqual([]);
    expect(changes?.create).toHaveLength(1);
    const created = changes?.create[0];
    expect(created).toMatchObject({ userId: 'bob', type: 'initials', position: { pageNumber: 1 } });
    // Centred on the click.
    const rect = created?.position.boundingRect;
    expect(((rect?.x1 ?? 0) + (rect?.x2 ?? 0)) / 2).toBeCloseTo(0.5);
    expect(((rect?.y1 ?? 0) + (rect?.y2 ?? 0)) / 2).toBeCloseTo(0.5);
  });

  it('takes a placed field back with Undo and brings it again with Redo, by button and by keyboard', async () => {
    const { user } = await openEditor();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();

    await clickPage(user, 0.3, 0.6);
    expect(fieldsShown()).toHaveLength(2);
    expect(undo).toBeEnabled();

    await user.click(undo);
    expect(fieldsShown()).toHaveLength(1);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(redo);
    expect(fieldsShown()).toHaveLength(2);

    await user.keyboard('{Control>}z{/Control}');
    expect(fieldsShown()).toHaveLength(1);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(fieldsShown()).toHaveLength(2);
  });

  it('deletes the selected field with Delete or its × button, and saves the deletion', async () => {
    const { user, api } = await openEditor();
    const amys = () => screen.queryByRole('group', { name: 'Signature Field field of Amy Lee' });

    await user.pointer({ keys: '[MouseLeft]', target: amys() as HTMLElement });
    await user.keyboard('{Delete}');
    expect(amys()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const field = amys() as HTMLElement;
    await user.click(within(field).getByRole('button', { name: 'Delete field' }));
    expect(amys()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentChanges(api)).toEqual([{ create: [], update: [], delete: ['amy-sig'] }]));
  });

  it('says why a save was refused under Save, keeps the changes, and clears it once a save goes through', async () => {
    let refuse = true;
    const { user } = await openEditor({
      ...API,
      [SAVE]: () =>
        refuse ? apiError(400, API_MESSAGES.tooManyFields, { limit: MAX_FIELDS_PER_DOCUMENT }) : { body: RECORD },
    });
    await clickPage(user, 0.5, 0.5);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const refusal = await screen.findByRole('alert');
    // The limit is written as English writes numbers: 'at most 1,000 fields'.
    expect(refusal).toHaveTextContent(
      fillTemplate(API_MESSAGES.tooManyFields, { limit: formatCount(MAX_FIELDS_PER_DOCUMENT, 'en') }),
    );
    expect(fieldsShown()).toHaveLength(2);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/**
 * A screen that read the record before the editor opens (Prepare again's dialog does), then opens the editor; or
 * reads it again and opens the editor while that read is under way (as Prepare again's refresh does).
 */
function ReadThenEdit() {
  const [editing, setEditing] = useState(false);
  const record = useGetSigningRecordQuery('doc-1');
  if (editing) return <AnnotatePage />;
  const readAgainThenEdit = () => {
    record.refetch();
    setTimeout(() => setEditing(true), 5);
  };
  return (
    <>
      <button type="button" disabled={record.isUninitialized || record.isFetching} onClick={() => setEditing(true)}>
        {`Edit ${record.data?.document.status ?? 'unread'}`}
      </button>
      <button type="button" disabled={!record.data} onClick={readAgainThenEdit}>
        Read again, then edit
      </button>
    </>
  );
}

/** Opens the editor after an earlier screen read the record as Cancelled, the server answering `now` then. */
async function openAfterCancelledRead(now: ReturnType<typeof signingRecord>) {
  const cancelled = signingRecord([AMY], [], { status: 'Cancelled' });
  const parts = renderScreen(<ReadThenEdit />, {
    url: '/annotate?templateId=doc-1',
    api: { 'GET /v1/documents/signing/doc-1': { body: cancelled } },
  });
  const edit = await screen.findByRole('button', { name: 'Edit Cancelled' });
  parts.api.route('GET /v1/documents/signing/doc-1', { body: now });
  await parts.user.click(edit);
  return parts;
}

describe('opening the editor', () => {
  it('judges the document by the record read on opening, not by one an earlier screen kept', async () => {
    // Prepared again meanwhile: the server has it as a Draft, its signer renamed.
    const { api } = await openAfterCancelledRead(signingRecord([signer('amy', 'Amy Renamed', '#2f9e44')], []));

    const signers = await screen.findByRole('group', { name: 'Signers' });
    await within(signers).findByRole('button', { name: 'Amy Renamed' });
    expect(api.callsTo('GET /v1/documents/signing/doc-1')).toHaveLength(2);
    expect(screen.queryByText('Only a draft document can be changed')).not.toBeInTheDocument();
    expect(addressShown()).toBe('/annotate?templateId=doc-1');
  });

  it('reads the record again when an earlier screen’s read was still under way as it opened', async () => {
    const cancelled = signingRecord([AMY], [], { status: 'Cancelled' });
    let release: () => void = () => {};
    const { user, api } = renderScreen(<ReadThenEdit />, {
      url: '/annotate?templateId=doc-1',
      api: { 'GET /v1/documents/signing/doc-1': { body: cancelled } },
    });
    await screen.findByRole('button', { name: 'Edit Cancelled' });
    // The earlier screen's second read is held until the editor has opened; it answers Cancelled, as will the editor's.
    api.route('GET /v1/documents/signing/doc-1', () => {
      api.route('GET /v1/documents/signing/doc-1', { body: cancelled });
      return new Promise((resolve) => {
        release = () => resolve({ body: cancelled });
      });
    });
    await user.click(screen.getByRole('button', { name: 'Read again, then edit' }));
    await screen.findByRole('group', { name: 'Signers' });
    release();

    expect(await screen.findByText('Only a draft document can be changed')).toBeInTheDocument();
    await waitFor(() => expect(addressShown()).toBe('/document'));
    expect(api.callsTo('GET /v1/documents/signing/doc-1')).toHaveLength(3);
  });

  it('leaves when the record cannot be read on opening', async () => {
    const { user, api } = renderScreen(<ReadThenEdit />, {
      url: '/annotate?templateId=doc-1',
      api: { 'GET /v1/documents/signing/doc-1': { body: signingRecord([AMY], []) } },
    });
    const edit = await screen.findByRole('button', { name: 'Edit Draft' });
    api.route('GET /v1/documents/signing/doc-1', apiError(404, API_MESSAGES.notFound));
    await user.click(edit);

    expect(await screen.findByText('Document Not Found')).toBeInTheDocument();
    await waitFor(() => expect(addressShown()).toBe('/document'));
  });

  it('does not leave for an earlier screen’s failed read when the read on opening succeeds', async () => {
    const { user, api } = renderScreen(<ReadThenEdit />, {
      url: '/annotate?templateId=doc-1',
      api: { 'GET /v1/documents/signing/doc-1': apiError(404, API_MESSAGES.notFound) },
    });
    const edit = await screen.findByRole('button', { name: 'Edit unread' });
    await waitFor(() => expect(edit).toBeEnabled());
    api.route('GET /v1/documents/signing/doc-1', {
      body: signingRecord([signer('amy', 'Amy Renamed', '#2f9e44')], []),
    });
    await user.click(edit);

    await within(await screen.findByRole('group', { name: 'Signers' })).findByRole('button', { name: 'Amy Renamed' });
    expect(screen.queryByText('Document Not Found')).not.toBeInTheDocument();
    expect(addressShown()).toBe('/annotate?templateId=doc-1');
  });

  it('sends the owner back to Documents when the record read on opening is still not a draft', async () => {
    await openAfterCancelledRead(signingRecord([AMY], [], { status: 'Cancelled' }));

    expect(await screen.findByText('Only a draft document can be changed')).toBeInTheDocument();
    await waitFor(() => expect(addressShown()).toBe('/document'));
  });
});
