import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentField } from '@signflow/contract/documents';
import type { SignerRecordResponse, SignerValidation } from '@signflow/contract/signing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoutes, apiError } from '../../../test/api-stub';
import { documentSummary, field, signer } from '../../../test/fixtures';
import { addressShown, renderScreen } from '../../../test/render-screen';
import { SigningPage } from './signing-page';

const TOKEN = 'link-token';
const SAVE = 'PUT /v1/documents/user-sign/doc-1/coordinate/:fieldId';
const SUBMIT = 'POST /v1/documents/user-sign/doc-1/submit';

const VALIDATION: SignerValidation = {
  documentID: 'doc-1',
  signerID: 'amy',
  status: 'Sent',
  sealed: false,
  sealState: null,
  language: 'en',
  verification: { method: 'link', sentTo: null },
};

/** Amy signs a signature and a required Company text; Bob's field is only shown to her. */
const RECORD: SignerRecordResponse = {
  document: documentSummary({ status: 'Sent', DocPath: '/user-sign/doc-1' }),
  users: [signer('amy', 'Amy Lee', '#2f9e44'), signer('bob', 'Bob Stone', '#e8590c')],
  coordinates: [
    field('sig', 'amy', 'draw', { top: 0.1 }),
    field('company', 'amy', 'text', { top: 0.3, required: true, label: 'Company' }),
    field('bobs', 'bob', 'draw', { top: 0.5 }),
  ],
  signerID: 'amy',
  submitted: false,
  language: 'en',
  sender: { name: 'Olivia Owner', email: 'olivia@example.com' },
  message: null,
  followUp: { kind: 'othersSign', names: ['Bob Stone'] },
  embedOrigins: [],
};

/** The field as saved: the server answers it back. */
const echoField = ({ path, body }: { path: string; body: unknown }) => {
  const saved = RECORD.coordinates.find((each) => path.endsWith(`/${each.id}`)) as DocumentField;
  return { body: { ...saved, ...(body as object) } };
};

const API: ApiRoutes = {
  'GET /v1/documents/user-sign/validate': { body: VALIDATION },
  'GET /v1/documents/user-sign/doc-1': { body: RECORD },
  [SAVE]: echoField,
  [SUBMIT]: { body: { message: API_MESSAGES.signSubmitted, decision: 'approved', status: 'Sent' } },
};

function openLink(api: ApiRoutes = API) {
  return renderScreen(<SigningPage />, {
    url: `/user-sign?templateId=doc-1&userId=amy&token=${TOKEN}`,
    signedIn: false,
    api,
  });
}

const progress = () => screen.getAllByText(/fields completed$/)[0]?.textContent;

/** Signs with a typed signature, fills in the Company, and lands on the finish step. */
async function fillEveryField(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Start signing' }));
  // The field's panel draws its controls once it has measured itself, a render after the click.
  await user.click(await screen.findByRole('radio', { name: 'Type' }));
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme{Enter}');
  return screen.findByRole('dialog', { name: 'Finish signing' });
}

describe('signing workspace', () => {
  it('moves on to the next field once one is filled, then to the finish step', async () => {
    const { user } = openLink();
    expect(await screen.findByText('Press Start signing to go to your first field.')).toBeVisible();
    expect(progress()).toBe('0 of 2 fields completed');

    await user.click(screen.getByRole('button', { name: 'Start signing' }));
    expect(screen.getByText('Draw or type your signature, then press Approve.')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: 'Type' }));
    // The typed signature starts as the signer's name.
    expect(screen.getByRole('textbox', { name: 'Type your signature' })).toHaveValue('Amy Lee');
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    const signature = screen.getByRole('group', { name: 'Signature Field field of Amy Lee' });
    expect(within(signature).getByText('Amy Lee')).toBeVisible();
    const company = screen.getByRole('textbox', { name: 'Company' });
    await waitFor(() => expect(company).toHaveFocus());
    expect(screen.getByText('Fill in the field, then press Next.')).toBeVisible();
    expect(progress()).toBe('1 of 2 fields completed');

    await user.type(company, 'Acme{Enter}');
    const finish = await screen.findByRole('dialog', { name: 'Finish signing' });
    expect(within(finish).getByText('2 of 2 fields completed')).toBeVisible();
    expect(within(finish).getByText(/^Still to sign: Bob Stone\./)).toBeVisible();
  });

  it('finishes only once the signer agrees to sign electronically', async () => {
    const { user, api } = openLink();
    const finish = await fillEveryField(user);

    await user.click(within(finish).getByRole('button', { name: 'Finish' }));
    expect(await within(finish).findByText('Agree to sign electronically before you finish')).toBeVisible();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);

    await user.click(within(finish).getByRole('checkbox', { name: /my electronic signature is the legal equivalent/ }));
    expect(within(finish).queryByText('Agree to sign electronically before you finish')).not.toBeInTheDocument();
    await user.click(within(finish).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(addressShown()).toBe(`/user-sign-done?templateId=doc-1&userId=amy&token=${TOKEN}`));
    expect(api.callsTo(SUBMIT).map((call) => call.body)).toEqual([{ reason: null, consent: true }]);
    const saved = Object.fromEntries(api.callsTo(SAVE).map((call) => [call.path.split('/').pop(), call.body]));
    expect(saved).toEqual({
      sig: { response: expect.objectContaining({ text: 'Amy Lee', approve: true }) },
      company: { response: expect.objectContaining({ text: 'Acme', approve: true }) },
    });
    // Every call goes with the link's token, and only with it.
    expect(api.calls.every((call) => call.query.get('token') === TOKEN)).toBe(true);
  });

  it('keeps the signer on the document, with the reason, when the submission is refused', async () => {
    const { user } = openLink({ ...API, [SUBMIT]: apiError(409, API_MESSAGES.signingEnded) });
    const finish = await fillEveryField(user);
    await user.click(within(finish).getByRole('checkbox', { name: /my electronic signature is the legal equivalent/ }));
    await user.click(within(finish).getByRole('button', { name: 'Finish' }));

    // Said in the finish step, beside its button, not in a passing toast.
    expect(await within(finish).findByRole('alert')).toHaveTextContent(API_MESSAGES.signingEnded);
    // Finish may be pressed again once the refused try is over; going back shows the document as it was.
    await waitFor(() => expect(within(finish).getByRole('button', { name: 'Finish' })).toBeEnabled());
    await user.click(within(finish).getByRole('button', { name: 'Back to the document' }));
    expect(screen.getByRole('button', { name: 'Finish' })).toBeVisible();
    expect(addressShown()).toBe(`/user-sign?templateId=doc-1&userId=amy&token=${TOKEN}`);
  });
});

describe('the signing page in an allowed site’s frame', () => {
  const SHOP = 'https://shop.example.com';

  /** The page as framed by `framedBy`'s page: what it posts to its parent is kept. */
  function framed(framedBy: string) {
    const posted: { message: unknown; origin: string }[] = [];
    const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${framedBy}/checkout`);
    return posted;
  }

  it('tells the shop it is loaded and that the signer signed, to its origin only', async () => {
    const posted = framed(SHOP);
    const { user } = openLink({
      ...API,
      'GET /v1/documents/user-sign/doc-1': { body: { ...RECORD, embedOrigins: [SHOP] } },
    });
    const finish = await fillEveryField(user);
    expect(posted).toEqual([
      { message: { type: 'signflow:loaded', documentId: 'doc-1', signerId: 'amy' }, origin: SHOP },
    ]);
    await user.click(within(finish).getByRole('checkbox', { name: /my electronic signature is the legal equivalent/ }));
    await user.click(within(finish).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      message: { type: 'signflow:signed', documentId: 'doc-1', signerId: 'amy' },
      origin: SHOP,
    });
  });

  it('tells a site that is not allowed nothing', async () => {
    const posted = framed('https://evil.example.com');
    openLink({ ...API, 'GET /v1/documents/user-sign/doc-1': { body: { ...RECORD, embedOrigins: [SHOP] } } });
    expect(await screen.findByRole('button', { name: 'Start signing' })).toBeVisible();
    expect(posted).toEqual([]);
  });

  it('tells the shop why an expired link cannot be signed, asking by the token alone', async () => {
    const posted = framed(SHOP);
    const { api } = openLink({
      'GET /v1/documents/user-sign/validate': apiError(401, API_MESSAGES.expiredLink),
      'GET /v1/documents/user-sign/embedding': { body: { embedOrigins: [SHOP] } },
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      message: { type: 'signflow:error', documentId: 'doc-1', signerId: 'amy', message: API_MESSAGES.expiredLink },
      origin: SHOP,
    });
    expect(api.callsTo('GET /v1/documents/user-sign/embedding')[0]?.query.get('token')).toBe(TOKEN);
  });
});
