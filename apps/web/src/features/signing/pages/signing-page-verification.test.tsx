import { API_MESSAGES } from '@signflow/contract/api-errors';
import { SIGNING_SESSION_HEADER } from '@signflow/contract/signer-verification';
import type { SignerRecordResponse, SignerValidation } from '@signflow/contract/signing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError } from '../../../test/api-stub';
import { documentSummary, field, signer } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { SigningPage } from './signing-page';

const TOKEN = 'link-token';
const SESSION = 'session-from-the-server';

const validation = (method: 'email_code' | 'access_code'): SignerValidation => ({
  documentID: 'doc-1',
  signerID: 'amy',
  status: 'Sent',
  sealed: false,
  sealState: null,
  language: 'en',
  verification: { method, sentTo: method === 'email_code' ? 'a•••@example.com' : null },
});

const RECORD: SignerRecordResponse = {
  document: documentSummary({ status: 'Sent', DocPath: '/user-sign/doc-1' }),
  users: [signer('amy', 'Amy Lee', '#2f9e44')],
  coordinates: [field('sig', 'amy', 'draw', { top: 0.1 })],
  signerID: 'amy',
  submitted: false,
  language: 'en',
  sender: { name: 'Olivia Owner', email: 'olivia@example.com' },
  message: null,
  followUp: { kind: 'completes', names: [] },
  embedOrigins: [],
};

/** The record only with the session a passed check gave, as the server answers it. */
const record = (call: ApiCall) =>
  call.headers.get(SIGNING_SESSION_HEADER) === SESSION
    ? { body: RECORD }
    : {
        status: 403,
        body: {
          ...(apiError(403, API_MESSAGES.verificationRequired).body as object),
          verificationRequired: 'email_code',
        },
      };

afterEach(() => sessionStorage.clear());

describe('a signer who proves who they are', () => {
  it('is mailed a code as the page opens, types it, and the document loads with the session', async () => {
    const { user, api } = renderScreen(<SigningPage />, {
      url: `/user-sign?templateId=doc-1&userId=amy&token=${TOKEN}`,
      signedIn: false,
      api: {
        'GET /v1/documents/user-sign/validate': { body: validation('email_code') },
        'POST /v1/documents/user-sign/doc-1/verification/send': {
          body: { sentTo: 'a•••@example.com', expiresAt: '2026-11-27T15:00:00Z' },
        },
        'POST /v1/documents/user-sign/doc-1/verification': (call) =>
          (call.body as { code: string }).code === '123456'
            ? { body: { sessionToken: SESSION, expiresAt: '2026-11-28T14:00:00Z' } }
            : apiError(401, API_MESSAGES.verificationCodeWrong),
        'GET /v1/documents/user-sign/doc-1': record,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Prove who you are' })).toBeVisible();
    expect(screen.getByText(/We sent a code of 6 digits to a•••@example\.com/)).toBeVisible();
    // Nothing of the document was asked for before the check.
    expect(api.calls.filter((call) => call.path === '/v1/documents/user-sign/doc-1')).toHaveLength(0);
    expect(api.calls.filter((call) => call.path.endsWith('/verification/send'))).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue to the document' }));
    expect(await screen.findByText(API_MESSAGES.verificationCodeWrong)).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Code from the e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue to the document' }));
    expect(await screen.findByRole('button', { name: 'Start signing' })).toBeVisible();
    expect(sessionStorage.getItem(`signflow.signing-session.${TOKEN}`)).toBe(SESSION);
  });

  it('asks for the access code the sender gave, and mails nothing', async () => {
    const { user, api } = renderScreen(<SigningPage />, {
      url: `/user-sign?templateId=doc-1&userId=amy&token=${TOKEN}`,
      signedIn: false,
      api: {
        'GET /v1/documents/user-sign/validate': { body: validation('access_code') },
        'POST /v1/documents/user-sign/doc-1/verification': {
          body: { sessionToken: SESSION, expiresAt: '2026-11-28T14:00:00Z' },
        },
        'GET /v1/documents/user-sign/doc-1': record,
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Access code' }), 'river-42');
    await user.click(screen.getByRole('button', { name: 'Continue to the document' }));
    expect(await screen.findByRole('button', { name: 'Start signing' })).toBeVisible();
    expect(api.calls.some((call) => call.path.endsWith('/verification/send'))).toBe(false);
    expect(api.calls.find((call) => call.path.endsWith('/verification'))?.body).toEqual({ code: 'river-42' });
  });
});
