import { API_MESSAGES } from '@signflow/contract/api-errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { signingRecordApi } from '../../api/signing-record-api';
import { type ApiRoutes, apiError } from '../../test/api-stub';
import { field, signer, signingRecord } from '../../test/fixtures';
import { addressShown, OWNER, renderScreen } from '../../test/render-screen';
import { type DraftToSend, useInviteSign } from './use-invite-sign';

const DRAFT: DraftToSend = { id: 'doc-1', name: 'Lease.pdf' };
const INVITE = 'POST /v1/documents/signing/:id/invite';
const ANA = signer('ana', 'Ana Ruiz');
const BO = signer('bo', 'Bo Li');

/** A page that offers Invite Sign for one Draft, as the Documents list and the field editor do. */
function DraftPage({ onSent }: { onSent?: (document: DraftToSend) => void }) {
  const inviteSign = useInviteSign({ onSent });
  return (
    <>
      <button type="button" onClick={(event) => inviteSign.open(DRAFT, event.currentTarget)}>
        Invite Sign
      </button>
      {inviteSign.dialogs}
    </>
  );
}

/** The Draft's answers: each signer has a field, the account's default reminders are 2 / 4 / 3. */
const API: ApiRoutes = {
  'GET /v1/profile': {
    body: {
      account: { id: OWNER.id, email: OWNER.email, language: 'en', emailVerified: true, hasPassword: true },
      profile: {},
      reminders: { afterDays: 2, everyDays: 4, maxCount: 3 },
    },
  },
  'GET /v1/documents/signing/doc-1': {
    body: signingRecord([ANA, BO], [field('f1', 'ana', 'draw'), field('f2', 'bo', 'draw')]),
  },
  [INVITE]: { body: { message: API_MESSAGES.documentSent } },
};

async function openDialog(api: ApiRoutes = API, onSent?: (document: DraftToSend) => void) {
  const screenParts = renderScreen(<DraftPage onSent={onSent} />, { api });
  await screenParts.user.click(screen.getByRole('button', { name: 'Invite Sign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite Sign' });
  // Send waits until the fields are read.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
  return { ...screenParts, dialog };
}

describe('Invite Sign dialog', () => {
  it('starts from the account’s default reminders and sends them with the sender’s message', async () => {
    const { user, dialog, api } = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'First reminder after (days)' })).toHaveValue('2');
    expect(within(dialog).getByText('First after 2 days, then every 4 days, at most 3 reminders.')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /Message to the signers/ }), '  By Friday ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo(INVITE)).toHaveLength(1));
    expect(api.callsTo(INVITE)[0]?.body).toEqual({
      reminders: { afterDays: 2, everyDays: 4, maxCount: 3 },
      message: 'By Friday',
    });
  });

  it('sends how each signer proves who they are; an access code too short is named under its field', async () => {
    const { user, dialog, api } = await openDialog();
    const ana = within(dialog).getByRole('group', { name: 'Ana Ruiz' });
    const bo = within(dialog).getByRole('group', { name: 'Bo Li' });
    expect(within(ana).getByRole('combobox', { name: 'How they prove who they are' })).toHaveValue('link');
    await user.selectOptions(within(ana).getByRole('combobox', { name: 'How they prove who they are' }), 'E-mail code');
    await user.selectOptions(within(bo).getByRole('combobox', { name: 'How they prove who they are' }), 'Access code');
    const code = within(bo).getByRole('textbox', { name: 'Access code' });
    await user.type(code, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(bo).findByText('An access code has 4 to 32 characters')).toBeVisible();
    expect(api.callsTo(INVITE)).toHaveLength(0);

    await user.type(code, 'cd-42');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo(INVITE)).toHaveLength(1));
    expect(api.callsTo(INVITE)[0]?.body).toMatchObject({
      signers: [
        { id: 'ana', verification: 'email_code' },
        { id: 'bo', verification: 'access_code', accessCode: 'abcd-42' },
      ],
    });
  });

  it('names a reminder out of range under its field and sends nothing until it is corrected', async () => {
    const { user, dialog, api } = await openDialog();
    const every = within(dialog).getByRole('textbox', { name: 'Then every (days)' });
    await user.clear(every);
    await user.type(every, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(
      await within(dialog).findByText('Repeat interval must be a whole number of days from 1 to 30'),
    ).toBeVisible();
    expect(every).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(INVITE)).toHaveLength(0);

    await user.clear(every);
    await user.type(every, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo(INVITE)).toHaveLength(1));
    expect(api.callsTo(INVITE)[0]?.body).toMatchObject({ reminders: { everyDays: 7 }, message: null });
  });

  it('sends no reminders once they are turned off', async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remind signers automatically' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Then every (days)' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No automatic reminders: you can still remind signers yourself.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo(INVITE)).toHaveLength(1));
    expect(api.callsTo(INVITE)[0]?.body).toMatchObject({ reminders: { afterDays: 0 } });
  });

  it('keeps Send disabled, and says why, while a signer has no field', async () => {
    const api = {
      ...API,
      'GET /v1/documents/signing/doc-1': { body: signingRecord([ANA, BO], [field('f1', 'ana', 'draw')]) },
    };
    const { user } = renderScreen(<DraftPage />, { api });
    await user.click(screen.getByRole('button', { name: 'Invite Sign' }));

    expect(await screen.findByText('Add a field for Bo Li before inviting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps Send enabled while the fields are read again in the background, so a click then still sends', async () => {
    const record = 'GET /v1/documents/signing/doc-1';
    const { user, dialog, api, store } = await openDialog();
    let releaseReload = () => {};
    const reloadHeld = new Promise<void>((resolve) => {
      releaseReload = resolve;
    });
    api.route(record, async () => {
      await reloadHeld;
      return API[record] as { body: unknown };
    });
    // What the live updates do when their stream opens or a document changes: every document query is read again.
    act(() => {
      store.dispatch(signingRecordApi.util.invalidateTags(['Document']));
    });
    await waitFor(() => expect(api.callsTo(record)).toHaveLength(2));

    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(api.callsTo(INVITE)).toHaveLength(1));
    releaseReload();
  });

  it('shows a plan’s refusal in the dialog, with Upgrade to the packages', async () => {
    const refused = apiError(403, API_MESSAGES.planLimitDocuments, { plan: 'TRIAL', limit: 3 });
    const { user, dialog } = await openDialog({ ...API, [INVITE]: refused });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Document limit reached: the Free trial plan allows 3');
    expect(screen.getByRole('dialog', { name: 'Invite Sign' })).toBeVisible();

    await user.click(within(alert).getByRole('link', { name: 'Upgrade' }));
    expect(addressShown()).toBe('/package');
  });

  it('names the plan of a refusal kept on screen in the language it is read in, after a change too', async () => {
    const refused = apiError(403, API_MESSAGES.planLimitDocuments, { plan: 'TRIAL', limit: 3 });
    const { user, dialog } = await openDialog({ ...API, [INVITE]: refused });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    try {
      await act(() => i18n.changeLanguage('de'));
      expect(alert).toHaveTextContent('Dokumentenlimit erreicht: Der Tarif Kostenlose Testversion erlaubt 3');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows any other refusal in the dialog without Upgrade', async () => {
    const refused = apiError(400, API_MESSAGES.signersNeedFields, { names: 'Bo Li' });
    const { user, dialog } = await openDialog({ ...API, [INVITE]: refused });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Add a field for Bo Li before inviting');
    expect(within(alert).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('closes once sent, says so, and tells the page', async () => {
    const onSent = vi.fn();
    const { user, dialog } = await openDialog(API, onSent);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite Sign' })).not.toBeInTheDocument());
    expect(await screen.findByText('Document sent for signing')).toBeVisible();
    expect(onSent).toHaveBeenCalledWith(DRAFT);
  });
});
