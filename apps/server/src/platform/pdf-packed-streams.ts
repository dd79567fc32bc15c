import { createReadStream } from 'node:fs';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createInflate } from 'node:zlib';
import type { ParsedStream } from './pdf-structure-scan';

export type PackedStreamsVerdict = 'within' | 'over' | 'undecodable';

class OverLimit extends Error {}

/**
 * Would decoding these streams (the object and cross-reference streams pdf-lib inflates whole as it parses
 * the file, at sealing) stay within `limitBytes`, counting what every filter of each stream puts out
 * (pdf-lib keeps each stage's output whole)? Each stream is inflated from the file through one streaming
 * inflater per filter and its output counted, never kept, so a compression bomb costs no memory here; the
 * reading stops as soon as the total passes the limit. 'undecodable' when a stream is no zlib data: pdf-lib
 * reads some such data more leniently, so nothing would bound what it makes of it.
 */
export async function measurePackedStreams(
  filePath: string,
  streams: ParsedStream[],
  limitBytes: number,
): Promise<PackedStreamsVerdict> {
  let total = 0;
  const counter = () =>
    new Transform({
      transform(data: Buffer, _encoding, done) {
        total += data.length;
        done(total > limitBytes ? new OverLimit() : null, data);
      },
    });
  for (const stream of streams) {
    if (stream.end <= stream.start) continue;
    const stages = stream.filters.flatMap(() => [
      // A stream cut short is read as far as it goes, as pdf-lib does.
      createInflate({ finishFlush: constants.Z_SYNC_FLUSH }),
      counter(),
    ]);
    try {
      await pipeline(
        createReadStream(filePath, { start: stream.start, end: stream.end - 1 }),
        ...(stages as [Transform, ...Transform[]]),
        new Writable({ write: (_data, _encoding, done) => done() }),
      );
    } catch (error) {
      return error instanceof OverLimit ? 'over' : 'undecodable';
    }
  }
  return 'within';
}
