import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type FileStorage, isStorageKey } from './file-storage';

export interface CopyReport {
  /** Copied now, and read back with the same SHA-256. */
  copied: string[];
  /** Already in the target with the same SHA-256: a run after an interrupted one skips them. */
  alreadyThere: string[];
  /** Files in the source that are not the server's (no key it makes): left alone. */
  skipped: string[];
  /** Keys whose copy could not be made or did not read back the same, with the reason. */
  failed: { key: string; reason: string }[];
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every kept file of `source` to `target` under the same key, streamed through the target's temporary
 * area, and reads each copy back to compare its SHA-256 with the original's. Nothing is removed from the
 * source; files the target already holds whole are left as they are, so the copy can be run again.
 */
export async function copyFiles(
  source: FileStorage,
  target: FileStorage,
  onProgress: (key: string, outcome: 'copied' | 'already there' | 'failed') => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], alreadyThere: [], skipped: [], failed: [] };
  const keys = (await source.listFiles()).map((file) => file.key);
  for (const key of keys.sort()) {
    if (!isStorageKey(key)) {
      report.skipped.push(key);
      continue;
    }
    try {
      const originalSha256 = await sha256Of(await source.read(key));
      const size = await target.size(key);
      if (
        size !== null &&
        size === (await source.size(key)) &&
        (await sha256Of(await target.read(key))) === originalSha256
      ) {
        report.alreadyThere.push(key);
        onProgress(key, 'already there');
        continue;
      }
      const received = await target.receive(await source.read(key));
      try {
        if (received.sha256 !== originalSha256) throw new Error('the file changed while it was read');
        await target.keep(received, key);
      } finally {
        await target.discard(received);
      }
      const copySha256 = await sha256Of(await target.read(key));
      if (copySha256 !== originalSha256)
        throw new Error(`the copy reads back as SHA-256 ${copySha256}, not ${originalSha256}`);
      report.copied.push(key);
      onProgress(key, 'copied');
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      onProgress(key, 'failed');
    }
  }
  return report;
}
