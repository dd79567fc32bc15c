import { open } from 'node:fs/promises';
import { DictionaryReader, type ReadDictionary } from './pdf-dictionary-reader';

/** A stream pdf-lib decodes whole as it parses the file: an object stream or a cross-reference stream. */
export interface ParsedStream {
  /** Where its data starts, and ends (exclusive) at the latest, in the file. */
  start: number;
  end: number;
  /** Its /Filter, in order; each is FlateDecode (any other makes the file `unreadable`). */
  filters: string[];
}

/** What a PDF's bytes say about its objects, read without parsing or inflating anything. */
export interface PdfStructure {
  /**
   * How many objects a parser of the whole file would build: the `obj` keywords, plus the objects packed
   * in object streams (their /N), or the trailer's /Size when it claims more.
   */
  objects: number;
  /** An /Encrypt entry (a trailer's, or an xref stream's) refers to an encryption dictionary. */
  encrypted: boolean;
  /** The streams pdf-lib would decode while parsing, for their decoded size to be checked (pdf-packed-streams). */
  parsedStreams: ParsedStream[];
  /**
   * A stream pdf-lib would decode while parsing that cannot be judged here: its /Type, its /N or its
   * /Filter is a reference, a filter is not FlateDecode, an entry is given twice, or a dictionary is larger
   * than MAX_DICTIONARY_CHARS.
   */
  unreadable: boolean;
}

const CHUNK_BYTES = 1024 * 1024;
/** Characters kept from the previous chunk: a token cut by a chunk's edge is read whole in the next round. */
const CONTEXT = 1024;
/**
 * A dictionary still open after this many characters makes the file unreadable: a real one (a page tree's
 * /Kids of 50,000 pages) is far smaller, and reading on would let a file start many dictionaries that never end.
 */
const MAX_DICTIONARY_CHARS = 4 * 1024 * 1024;

// PDF white space (ISO 32000-1, 7.2.2); every repetition is bounded so the scan stays linear.
const WS = '[\\0\\t\\n\\f\\r ]';
const TOKENS = new RegExp(
  [
    // pdf-lib reads an object's header with any white space or comments between its parts, even none
    // before `obj`: every `obj` keyword is counted, and its dictionary read.
    '(?<object>(?<![A-Za-z])obj)',
    '(?<trailer>(?<![A-Za-z])trailer)',
    '(?<endstream>endstream)',
    `(?<encrypt>/Encrypt${WS}{0,32}(?:[0-9]{1,10}${WS}{1,32}[0-9]{1,5}${WS}{1,32}R|<<))`,
  ].join('|'),
  'g',
);

interface Tally {
  objects: number;
  packed: number;
  declared: number;
  encrypted: boolean;
  unreadable: boolean;
  streams: ParsedStream[];
}

interface OpenDictionary {
  reader: DictionaryReader;
  trailer: boolean;
}

/** A stream waiting for the `endstream` after its start, pdf-lib's end of the data when /Length is wrong. */
interface PendingStream {
  stream: ParsedStream;
  declaredEnd: number;
}

/** What a read dictionary adds: an object stream's objects, a /Size, a stream to decode. */
function tallyDictionary(read: ReadDictionary, trailer: boolean, tally: Tally, pending: PendingStream[]): void {
  const { entries } = read;
  const size = entries.get('Size');
  const type = entries.get('Type');
  if (trailer) {
    if (size?.kind === 'integer') tally.declared = Math.max(tally.declared, size.value);
    return;
  }
  if (read.streamStart === null) return;
  // pdf-lib looks the /Type of every stream up (following a reference) and decodes an object stream or a
  // cross-reference stream whole as it parses the file.
  if (type?.kind === 'reference') {
    tally.unreadable = true;
    return;
  }
  const objectStream = type?.kind === 'name' && type.name === 'ObjStm';
  const xrefStream = type?.kind === 'name' && type.name === 'XRef';
  if (!objectStream && !xrefStream) return;
  if (read.ambiguous) tally.unreadable = true;
  if (objectStream) {
    const count = entries.get('N');
    if (count?.kind === 'integer') tally.packed += count.value;
    else tally.unreadable = true;
  }
  if (xrefStream && size?.kind === 'integer') tally.declared = Math.max(tally.declared, size.value);
  const filter = entries.get('Filter');
  const filters =
    filter === undefined ? [] : filter.kind === 'name' ? [filter.name] : filter.kind === 'names' ? filter.names : null;
  if (filters === null || filters.some((name) => name !== 'FlateDecode')) {
    tally.unreadable = true;
    return;
  }
  if (filters.length === 0) return;
  const length = entries.get('Length');
  const stream = { start: read.streamStart, end: Number.POSITIVE_INFINITY, filters };
  tally.streams.push(stream);
  pending.push({ stream, declaredEnd: length?.kind === 'integer' ? read.streamStart + length.value : 0 });
}

/**
 * Reads the file once, a chunk at a time, counting its objects as pdf-lib would find them: pdf-lib parses
 * every object of the file when it loads it (at sealing), whatever the cross-reference table says, so a
 * file that lies in its xref is counted by what it holds. Each object's dictionary is read whole, so an
 * object stream is found however its dictionary is written. Nothing is inflated, so a compression bomb
 * costs no more than its size.
 */
export async function scanPdfStructure(filePath: string): Promise<PdfStructure> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const tally: Tally = { objects: 0, packed: 0, declared: 0, encrypted: false, unreadable: false, streams: [] };
    let open: OpenDictionary[] = [];
    let pending: PendingStream[] = [];
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let text = '';
    // The file offset of text[0].
    let offset = 0;
    // Tokens starting before this index of `text` were counted in the previous round.
    let countedUpTo = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      const last = bytesRead === 0;
      text += chunk.toString('latin1', 0, bytesRead);
      // Until the end, the last CONTEXT characters wait for the next chunk: a token there may be cut.
      const countTo = last ? text.length : Math.max(countedUpTo, text.length - CONTEXT);
      const endstreams: number[] = [];
      TOKENS.lastIndex = countedUpTo;
      for (let match = TOKENS.exec(text); match && match.index < countTo; match = TOKENS.exec(text)) {
        const groups = match.groups ?? {};
        const after = offset + match.index + match[0].length;
        if (groups.object) {
          tally.objects += 1;
          open.push({ reader: new DictionaryReader(after), trailer: false });
        } else if (groups.trailer) open.push({ reader: new DictionaryReader(after), trailer: true });
        else if (groups.endstream) endstreams.push(offset + match.index);
        else if (groups.encrypt) tally.encrypted = true;
      }
      for (const dictionary of open) {
        dictionary.reader.feed(text, offset);
        if (last) dictionary.reader.end();
        if (!dictionary.reader.done && dictionary.reader.length > MAX_DICTIONARY_CHARS) tally.unreadable = true;
        else if (dictionary.reader.result)
          tallyDictionary(dictionary.reader.result, dictionary.trailer, tally, pending);
      }
      open = open.filter((dictionary) => !dictionary.reader.done && dictionary.reader.length <= MAX_DICTIONARY_CHARS);
      // A stream's data ends at its /Length when `endstream` follows, else at the first `endstream`: the
      // later of the two is taken, which holds whichever pdf-lib takes.
      pending = pending.filter(({ stream, declaredEnd }) => {
        const endstream = endstreams.find((at) => at >= stream.start);
        if (endstream === undefined && !last) return true;
        stream.end = Math.min(size, Math.max(declaredEnd, endstream ?? size));
        return false;
      });
      if (last) break;
      const keepFrom = Math.max(0, countTo - CONTEXT);
      text = text.slice(keepFrom);
      offset += keepFrom;
      countedUpTo = countTo - keepFrom;
    }
    return {
      // /Size is the highest object number plus one (object 0 is never an object).
      objects: Math.max(tally.objects + tally.packed, tally.declared - 1),
      encrypted: tally.encrypted,
      parsedStreams: tally.streams,
      unreadable: tally.unreadable,
    };
  } finally {
    await handle.close();
  }
}
