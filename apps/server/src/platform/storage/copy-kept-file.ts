import type { FileStorage } from './file-storage';

/**
 * Copies a kept file to another key of the same store, streamed through this machine's temporary area as an upload
 * is (receive, then keep): whole or not at all under `to`, the original left as it is. Answers the copy's size and
 * SHA-256, hashed as it streamed.
 */
export async function copyKeptFile(
  storage: FileStorage,
  from: string,
  to: string,
): Promise<{ sizeBytes: number; sha256: string }> {
  const received = await storage.receive(await storage.read(from));
  try {
    await storage.keep(received, to);
  } finally {
    // Gone once kept; removed here when keeping failed.
    await storage.discard(received);
  }
  return { sizeBytes: received.sizeBytes, sha256: received.sha256 };
}
