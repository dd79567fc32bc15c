import { execFileSync } from 'node:child_process';

/**
 * The code an authenticator app shows for `key` (base32) at `atMs`, computed by oathtool (Debian's package, an
 * RFC 6238 implementation other than the app's), as a person would read it off their phone.
 */
export function authenticatorCode(key: string, atMs = Date.now()): string {
  return execFileSync('oathtool', ['--totp', '--base32', `--now=@${Math.floor(atMs / 1000)}`, key], {
    encoding: 'utf8',
  }).trim();
}
