import { type DigestAlgorithm, HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import { readTimestampToken } from './timestamp-token';

/**
 * The RFC 3161 services of TSA_URLS, asked in order until one answers with a token for the digest asked; when
 * none does, the error names each one's failure, and the sealing attempt fails (it is retried with its back-off).
 */
export function timestampAuthorities(urls: readonly string[], timeoutMs: number): TimestampAuthority {
  const authorities = urls.map((url) => ({ url, client: new HttpTimestampAuthority(url, { timeout: timeoutMs }) }));
  return {
    async timestamp(digest: Uint8Array, algorithm: DigestAlgorithm): Promise<Uint8Array> {
      const failures: string[] = [];
      for (const { url, client } of authorities) {
        try {
          const token = await client.timestamp(digest, algorithm);
          // The library does not compare what came back with what was asked.
          if (!Buffer.from(readTimestampToken(token).imprint).equals(Buffer.from(digest))) {
            throw new Error('its token certifies another digest');
          }
          return token;
        } catch (error) {
          failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      throw new Error(`no time-stamping authority answered (${failures.join('; ')})`);
    },
  };
}
