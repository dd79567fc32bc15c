import { startAuthentication, startRegistration } from '@simplewebauthn/browser';

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/**
 * The browser's side of passkeys (WebAuthn, through @simplewebauthn/browser): the server's options in, the browser's
 * answer out, as JSON. A person who cancels, or a browser that refuses, throws: the caller says 'The passkey was not
 * used'.
 */
export async function makePasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await startRegistration({ optionsJSON: options as unknown as CreationOptions });
  return answer as unknown as Record<string, unknown>;
}

export async function signWithPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await startAuthentication({ optionsJSON: options as unknown as RequestOptions });
  return answer as unknown as Record<string, unknown>;
}

/** What a failed passkey ceremony says when the server did not answer it (the person cancelled, say). */
export const PASSKEY_NOT_USED = 'The passkey was not used: try again';
