/**
 * Reads the dictionary that follows an object's `obj` keyword (or a `trailer`) the way pdf-lib's parser
 * does: the whole of it, with its nested dictionaries, arrays, strings and comments, names decoded (#xx),
 * and whether a stream follows it. It is fed the file's text a piece at a time and keeps only what it
 * needs of the entries below, so a dictionary cut by a chunk's edge, or padded to any length, is read
 * whole in constant memory.
 */

/** A top-level entry's value, as far as the scan needs it. */
export type EntryValue =
  | { kind: 'name'; name: string }
  | { kind: 'integer'; value: number }
  | { kind: 'names'; names: string[] }
  | { kind: 'reference' }
  | { kind: 'other' };

export interface ReadDictionary {
  /** The entries the scan reads (see WATCHED_KEYS), by their decoded key. */
  entries: Map<string, EntryValue>;
  /** A watched key given twice with different values: which one a parser keeps is its own choice. */
  ambiguous: boolean;
  /** Where the stream's data starts, in the file, when a stream follows the dictionary. */
  streamStart: number | null;
}

/** Only these entries are kept; every other is read past. */
const WATCHED_KEYS = new Set(['Type', 'N', 'Filter', 'Length', 'Size']);
/** A watched value of more tokens than this is no value the scan can use (a real /Filter has one or two). */
const MAX_VALUE_TOKENS = 32;
/** Names and numbers are short; longer tokens are cut (they are compared, never used whole). */
const MAX_TOKEN_CHARS = 256;

const WHITE = 1;
const DELIMITER = 2;
/** Each Latin-1 character's class (ISO 32000-1, 7.2.2): white space, a delimiter, or regular (0). */
const CHARACTER_CLASS = new Uint8Array(256);
for (const char of '\0\t\n\f\r ') CHARACTER_CLASS[char.charCodeAt(0)] = WHITE;
for (const char of '()<>[]{}/%') CHARACTER_CLASS[char.charCodeAt(0)] = DELIMITER;
const isWhite = (char: string) => CHARACTER_CLASS[char.charCodeAt(0)] === WHITE;
const isRegular = (char: string) => CHARACTER_CLASS[char.charCodeAt(0)] === 0;

type Token =
  | { type: '<<' | '>>' | '[' | ']' | 'string' }
  | { type: 'name'; text: string }
  | { type: 'word'; text: string };

function decodeName(raw: string): string {
  if (!raw.includes('#')) return raw;
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function entryValue(tokens: Token[] | null): EntryValue {
  if (!tokens || tokens.length === 0) return { kind: 'other' };
  const [first, second, third] = tokens;
  if (tokens.length === 1 && first?.type === 'name') return { kind: 'name', name: first.text };
  const isInteger = (token: Token | undefined) => token?.type === 'word' && /^[0-9]{1,12}$/.test(token.text);
  if (tokens.length === 1 && isInteger(first))
    return { kind: 'integer', value: Number((first as { text: string }).text) };
  if (tokens.length === 3 && isInteger(first) && isInteger(second) && third?.type === 'word' && third.text === 'R') {
    return { kind: 'reference' };
  }
  if (first?.type === '[' && tokens.at(-1)?.type === ']') {
    const inner = tokens.slice(1, -1);
    if (inner.every((token) => token.type === 'name')) {
      return { kind: 'names', names: inner.map((token) => (token as { text: string }).text) };
    }
  }
  return { kind: 'other' };
}

function sameValue(a: EntryValue, b: EntryValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class DictionaryReader {
  /** The file offset of the next character to read. */
  position: number;
  /** Set once the dictionary (and the stream keyword after it, if any) has been read, or there is none. */
  result: ReadDictionary | null = null;
  done = false;

  private phase: 'before' | 'dictionary' | 'after' | 'stream-keyword' | 'stream-eol' = 'before';
  private lexer: 'none' | 'comment' | 'string' | 'hex' | 'name' | 'word' | '<' | '>' = 'none';
  /** The current name or word: what earlier pieces of text held of it, and where it goes on in this one. */
  private token = '';
  private tokenFrom = 0;
  private text = '';
  private offset = 0;
  private stringDepth = 0;
  private escaped = false;
  /** Nesting of dictionaries and arrays; the read dictionary is depth 1. */
  private depth = 0;
  private key: string | null = null;
  /** The tokens of the current value when its key is watched (null past MAX_VALUE_TOKENS). */
  private value: Token[] | null = null;
  private valueStarted = false;
  /** Made when a watched entry is found: most dictionaries have none. */
  private entries: Map<string, EntryValue> | null = null;
  private ambiguous = false;
  private keyword = '';
  private eol = '';
  private readonly start: number;

  constructor(position: number) {
    this.position = position;
    this.start = position;
  }

  /** How many characters have been read so far. */
  get length(): number {
    return this.position - this.start;
  }

  /** Reads `text` (whose first character is at file offset `offset`) from this.position on. */
  feed(text: string, offset: number): void {
    this.text = text;
    this.offset = offset;
    for (let index = this.position - offset; !this.done && index < text.length; index += 1) {
      this.read(text[index] as string);
      this.position += 1;
    }
    // A name or word cut by the text's end: keep what this text holds of it (sliced, not built a character
    // at a time, which would make garbage of every token).
    if (!this.done && (this.lexer === 'name' || this.lexer === 'word')) {
      this.token = this.tokenText();
      this.tokenFrom = this.position;
    }
    this.text = '';
  }

  private tokenText(): string {
    const from = this.tokenFrom - this.offset;
    const room = MAX_TOKEN_CHARS - this.token.length;
    const to = Math.min(this.position - this.offset, from + Math.max(0, room));
    return this.token + this.text.slice(from, to);
  }

  /** The file has ended. */
  end(): void {
    if (this.done) return;
    if (this.phase === 'stream-eol') this.finish(this.position - this.eol.length + this.eolLength());
    else if (this.phase === 'after' || this.phase === 'stream-keyword') this.finish(null);
    this.done = true;
  }

  private finish(streamStart: number | null): void {
    this.result = { entries: this.entries ?? new Map(), ambiguous: this.ambiguous, streamStart };
    this.done = true;
  }

  /** pdf-lib takes the data to start after `stream` and one of ' \r\n', '\r\n', '\r', '\n', or nothing. */
  private eolLength(): number {
    for (const ending of [' \r\n', '\r\n', '\r', '\n']) if (this.eol.startsWith(ending)) return ending.length;
    return 0;
  }

  private read(char: string): void {
    switch (this.phase) {
      case 'before':
      case 'after':
        this.readBetween(char);
        return;
      case 'stream-keyword':
        this.keyword += char;
        if ('stream'.startsWith(this.keyword)) {
          if (this.keyword === 'stream') this.phase = 'stream-eol';
        } else this.finish(null);
        return;
      case 'stream-eol':
        this.eol += char;
        if (this.eol.length === 3) this.finish(this.position - 2 + this.eolLength());
        return;
      case 'dictionary':
        this.lex(char);
        return;
    }
  }

  /** White space and comments, before the dictionary (then '<<') or after it (then 'stream', or nothing). */
  private readBetween(char: string): void {
    if (this.lexer === 'comment') {
      if (char === '\r' || char === '\n') this.lexer = 'none';
      return;
    }
    if (this.lexer === '<') {
      if (char === '<') {
        this.phase = 'dictionary';
        this.lexer = 'none';
        this.depth = 1;
      } else this.done = true;
      return;
    }
    if (isWhite(char)) return;
    if (char === '%') this.lexer = 'comment';
    else if (this.phase === 'before' && char === '<') this.lexer = '<';
    else if (this.phase === 'before') this.done = true;
    else if (char === 's') {
      this.phase = 'stream-keyword';
      this.keyword = 's';
    } else this.finish(null);
  }

  private lex(char: string): void {
    switch (this.lexer) {
      case 'comment':
        if (char === '\r' || char === '\n') this.lexer = 'none';
        return;
      case 'string':
        // As pdf-lib: a backslash escapes the next character; unescaped parentheses nest.
        if (!this.escaped && char === '(') this.stringDepth += 1;
        if (!this.escaped && char === ')') this.stringDepth -= 1;
        this.escaped = char === '\\' ? !this.escaped : false;
        if (this.stringDepth === 0) {
          this.lexer = 'none';
          this.emit({ type: 'string' });
        }
        return;
      case 'hex':
        if (char === '>') {
          this.lexer = 'none';
          this.emit({ type: 'string' });
        }
        return;
      case '<':
        this.lexer = 'none';
        if (char === '<') this.emit({ type: '<<' });
        else {
          this.lexer = 'hex';
          this.lex(char);
        }
        return;
      case '>':
        this.lexer = 'none';
        // A lone '>' is no token of a dictionary: read on.
        if (char === '>') this.emit({ type: '>>' });
        else this.lex(char);
        return;
      case 'name':
      case 'word':
        if (isRegular(char)) return;
        this.token = this.tokenText();
        this.emit(
          this.lexer === 'name' ? { type: 'name', text: decodeName(this.token) } : { type: 'word', text: this.token },
        );
        this.lexer = 'none';
        this.lex(char);
        return;
      case 'none':
        if (isWhite(char)) return;
        this.token = '';
        if (char === '%') this.lexer = 'comment';
        else if (char === '(') {
          this.lexer = 'string';
          this.stringDepth = 1;
          this.escaped = false;
        } else if (char === '<' || char === '>') this.lexer = char;
        else if (char === '/') {
          this.lexer = 'name';
          this.tokenFrom = this.position + 1;
        } else if (char === '[' || char === ']') this.emit({ type: char });
        else if (char === ')' || char === '{' || char === '}') this.emit({ type: 'word', text: char });
        else {
          this.lexer = 'word';
          this.tokenFrom = this.position;
        }
        return;
    }
  }

  private emit(token: Token): void {
    if (this.depth === 1 && token.type === 'name' && (this.key === null || this.valueStarted)) {
      this.closeEntry();
      this.key = token.text;
      this.value = WATCHED_KEYS.has(this.key) ? [] : null;
      return;
    }
    if (token.type === '>>' && this.depth === 1) {
      this.closeEntry();
      this.depth = 0;
      this.phase = 'after';
      return;
    }
    if (token.type === '<<' || token.type === '[') this.depth += 1;
    else if (token.type === '>>' || token.type === ']') this.depth = Math.max(1, this.depth - 1);
    this.valueStarted = true;
    if (this.value) {
      if (this.value.length < MAX_VALUE_TOKENS) this.value.push(token);
      else this.value = null;
    }
  }

  private closeEntry(): void {
    if (this.key !== null && WATCHED_KEYS.has(this.key)) {
      const value = entryValue(this.value);
      this.entries ??= new Map();
      const earlier = this.entries.get(this.key);
      if (earlier && !sameValue(earlier, value)) this.ambiguous = true;
      this.entries.set(this.key, value);
    }
    this.key = null;
    this.value = null;
    this.valueStarted = false;
  }
}
