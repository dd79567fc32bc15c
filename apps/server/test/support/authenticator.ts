import { execFileSync } from 'node:child_process';

/**
 * The code an authenticator app shows for `secret` (base32) at `atMs`, computed by oathtool (Debian's package, an
 * RFC 6238 implementation other than the app's): the tests then check our codes against another reading of the RFC.
 */
export function authenticatorCode(secret: string, atMs = Date.now()): string {
  return execFileSync('oathtool', ['--totp', '--base32', `--now=@${Math.floor(atMs / 1000)}`, secret], {
    encoding: 'utf8',
  }).trim();
}

/** The code of the next 30-second step: a code not yet used when the current one just was. */
export const nextAuthenticatorCode = (secret: string) => authenticatorCode(secret, Date.now() + 30_000);
