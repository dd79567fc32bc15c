import { decodeDrawablePng } from '../pdf/drawable-png';

/** Runs in the quick lane's worker thread (see pdf-work.ts): whether sealing could draw the PNG. */
export async function isDrawablePng(job: { bytes: Uint8Array }): Promise<boolean> {
  return (await decodeDrawablePng(job.bytes)) !== null;
}
