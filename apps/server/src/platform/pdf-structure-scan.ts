import { open } from 'node:fs/promises';

/** What a PDF's bytes say about its objects, read without parsing or inflating anything. */
export interface PdfStructure {
  /**
   * How many objects a parser of the whole file would build: the `N G obj` headers, plus the objects
   * packed in object streams (their /N), or the trailer's /Size when it claims more.
   */
  objects: number;
  /** An /Encrypt entry (a trailer's, or an xref stream's) refers to an encryption dictionary. */
  encrypted: boolean;
}

const CHUNK_BYTES = 1024 * 1024;
/**
 * Characters kept from the previous chunk: a token cut by a chunk's edge is read whole in the next round,
 * and an object stream's dictionary is read around its /Type.
 */
const CONTEXT = 1024;
/** How far from a dictionary's /Type (or a trailer's keyword) its entries are looked for: a few short ones. */
const DICTIONARY_REACH = 512;

// PDF white space (ISO 32000-1, 7.2.2); every repetition is bounded so the scan stays linear.
const WS = '[\\0\\t\\n\\f\\r ]';
const TOKENS = new RegExp(
  [
    `(?<header>(?<![0-9])[0-9]{1,10}${WS}{1,32}[0-9]{1,5}${WS}{1,32}obj(?![A-Za-z0-9]))`,
    `(?<objectStream>/Type${WS}{0,32}/ObjStm(?![A-Za-z0-9]))`,
    // /Size elsewhere (an embedded file's parameters, a function) is no object count: only a trailer's, or an
    // xref stream's.
    `(?<trailer>(?<![A-Za-z])trailer${WS}{0,32}<<|/Type${WS}{0,32}/XRef(?![A-Za-z0-9]))`,
    `(?<encrypt>/Encrypt${WS}{0,32}(?:[0-9]{1,10}${WS}{1,32}[0-9]{1,5}${WS}{1,32}R|<<))`,
  ].join('|'),
  'g',
);
const entryPattern = (key: string) => new RegExp(`/${key}${WS}{1,32}([0-9]{1,10})(?![0-9.])`, 'g');
const PACKED_COUNT = entryPattern('N');
const DECLARED_SIZE = entryPattern('Size');

interface Tally {
  headers: number;
  packed: number;
  declared: number;
  encrypted: boolean;
}

/**
 * The number of the entry nearest to `at` (a dictionary's /Type or a trailer): an object stream's /N, how
 * many objects it holds, or a trailer's /Size. Zero when there is none.
 */
function nearestEntry(text: string, at: number, entry: RegExp): number {
  const start = Math.max(0, at - DICTIONARY_REACH);
  const window = text.slice(start, at + DICTIONARY_REACH);
  let value = 0;
  let distance = Number.POSITIVE_INFINITY;
  for (const match of window.matchAll(entry)) {
    const away = Math.abs(start + match.index - at);
    if (away < distance) {
      distance = away;
      value = Number(match[1]);
    }
  }
  return value;
}

/** Counts the tokens that start in text[from, to). */
function tallyText(text: string, from: number, to: number, tally: Tally): void {
  TOKENS.lastIndex = from;
  for (let match = TOKENS.exec(text); match && match.index < to; match = TOKENS.exec(text)) {
    const groups = match.groups ?? {};
    if (groups.header) tally.headers += 1;
    else if (groups.objectStream) tally.packed += nearestEntry(text, match.index, PACKED_COUNT);
    else if (groups.trailer) tally.declared = Math.max(tally.declared, nearestEntry(text, match.index, DECLARED_SIZE));
    else if (groups.encrypt) tally.encrypted = true;
  }
}

/**
 * Reads the file once, a chunk at a time, counting its objects as pdf-lib would find them: pdf-lib parses
 * every object of the file when it loads it (at sealing), whatever the cross-reference table says, so a
 * file that lies in its xref is counted by what it holds. Nothing is inflated, so a compression bomb costs
 * no more than its size.
 */
export async function scanPdfStructure(filePath: string): Promise<PdfStructure> {
  const handle = await open(filePath, 'r');
  try {
    const tally: Tally = { headers: 0, packed: 0, declared: 0, encrypted: false };
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let text = '';
    // Tokens starting before this index of `text` were counted in the previous round.
    let countedUpTo = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      const last = bytesRead === 0;
      text += chunk.toString('latin1', 0, bytesRead);
      // Until the end, the last CONTEXT characters wait for the next chunk: a token there may be cut.
      const countTo = last ? text.length : Math.max(countedUpTo, text.length - CONTEXT);
      tallyText(text, countedUpTo, countTo, tally);
      if (last) break;
      const keepFrom = Math.max(0, countTo - CONTEXT);
      text = text.slice(keepFrom);
      countedUpTo = countTo - keepFrom;
    }
    return {
      // /Size is the highest object number plus one (object 0 is never an object).
      objects: Math.max(tally.headers + tally.packed, tally.declared - 1),
      encrypted: tally.encrypted,
    };
  } finally {
    await handle.close();
  }
}
