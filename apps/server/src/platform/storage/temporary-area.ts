import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, ReceivedFile } from './file-storage';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The local directory uploads stream into before they are kept (`DATA_DIR/tmp`): PDF inspection reads them
 * there, whichever driver keeps them afterwards.
 */
export function temporaryArea(tmpDir: string): Pick<FileStorage, 'receive' | 'discard' | 'sweepTemporary'> & {
  /** A fresh path in the area, for a file about to be written. */
  newPath(suffix: string): Promise<string>;
} {
  async function newPath(suffix: string) {
    await mkdir(tmpDir, { recursive: true });
    return path.join(tmpDir, `${randomUUID()}.${suffix}`);
  }

  return {
    newPath,

    async receive(source) {
      const tempPath = await newPath('upload');
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          sizeBytes += chunk.length;
          done(null, chunk);
        },
      });
      const target = createWriteStream(tempPath, { flags: 'wx', flush: true });
      try {
        await pipeline(source, measure, target);
      } catch (error) {
        // A source that fails at once can end the pipeline while the file is still being opened: removed
        // before the stream has closed, it would be created again behind the removal.
        if (!target.closed) await new Promise<void>((closed) => target.once('close', () => closed()));
        await rm(tempPath, { force: true });
        throw error;
      }
      return { path: tempPath, sizeBytes, sha256: hash.digest('hex') } satisfies ReceivedFile;
    },

    async discard(received) {
      await rm(received.path, { force: true });
    },

    async sweepTemporary(olderThanMs) {
      const names = await readdir(tmpDir).catch((error) => {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      });
      const before = Date.now() - olderThanMs;
      const removed: string[] = [];
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const stats = await stat(file).catch(() => null);
        if (!stats?.isFile() || stats.mtimeMs > before) continue;
        await rm(file, { force: true });
        removed.push(name);
      }
      return removed;
    },
  };
}
