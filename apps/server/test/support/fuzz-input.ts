import type { z } from 'zod';

/**
 * Bad input for the route fuzz test, derived from the contract's zod schemas: a valid-looking base value
 * built from each schema, then every leaf of it replaced by hostile values. Deterministic for a seed.
 */

/** mulberry32: a small seeded generator, so a failing run can be replayed with the same FUZZ_SEED. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const below = (limit: number) => Math.floor(next() * limit);
  return {
    below,
    pick<T>(items: readonly T[]): T {
      return items[below(items.length)] as T;
    },
    /** `count` items of `items`, without repeats, in a random order (all of them when fewer). */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = below(index + 1);
        [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
      }
      return copy.slice(0, count);
    },
    /** A string of random code points, control characters and lone surrogates included. */
    text(maxLength: number): string {
      const length = below(maxLength + 1);
      let text = '';
      for (let index = 0; index < length; index += 1) {
        const range = below(4);
        const code =
          range === 0
            ? below(0x20)
            : range === 1
              ? 0x20 + below(0x60)
              : range === 2
                ? 0x80 + below(0x800)
                : below(0x10000);
        text += String.fromCharCode(code);
      }
      return text;
    },
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

/** How many values at the head of each list of bad values are tried on every route (the rest are sampled). */
export const CORE_VALUES = 8;

/** Values no field should choke on: each is sent in place of every leaf of every body and query. */
export function hostileValues(random: SeededRandom): unknown[] {
  return [
    // Core: what the database, the parsers and the limits most likely choke on.
    'Ada\u0000Lovelace',
    '\u0001\u0008\u000b\u001b\u007f\u0085\u009f',
    '\udfff\ud800',
    'x'.repeat(100_000),
    [],
    { nested: { deeper: { deepest: ['\u0000'] } } },
    2 ** 53 + 2,
    null,
    // Sampled.
    '\u0000',
    'line\nbreak\r\ttab',
    '\\u0000',
    '%00',
    '',
    '   ',
    '💥'.repeat(2_000),
    "' OR 1=1 --",
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '{{constructor.constructor}}',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '1e309',
    'NaN',
    0,
    -1,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    1e308,
    -1e308,
    5e-324,
    true,
    false,
    [null],
    ['x', 1, {}],
    {},
    { $gt: '' },
    random.text(40),
    random.text(400),
  ];
}

type AnySchema = z.ZodType;
interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  element?: AnySchema;
  options?: AnySchema[];
  entries?: Record<string, string>;
  values?: unknown[];
}
const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema that judges a value, through optional, nullable, default and transform wrappers. */
function judging(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  if (def.innerType) return judging(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) {
    return judging(defOf(def.in).type === 'transform' ? def.out : def.in);
  }
  return schema;
}

/** The keys of an object schema, or none. */
export function shapeOf(schema: AnySchema | undefined): Record<string, AnySchema> {
  if (!schema) return {};
  return defOf(judging(schema)).shape ?? {};
}

/** Candidates for a leaf, by key: the first one its schema accepts is the base value. */
export type LeafCandidates = (key: string) => unknown[];

const GENERIC_CANDIDATES = ['Sample text 1', 'ada@example.com', '123456789', 'en', 1, 2, true, false, null];

/** A value the schema probably accepts, built leaf by leaf from the candidates (the first that passes). */
export function baseValue(schema: AnySchema, candidates: LeafCandidates, key = ''): unknown {
  const inner = judging(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    return Object.fromEntries(
      Object.entries(def.shape).map(([name, field]) => [name, baseValue(field, candidates, name)]),
    );
  }
  if (def.type === 'array' && def.element) return [baseValue(def.element, candidates, key)];
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0];
  if (def.type === 'literal' && def.values) return def.values[0];
  for (const candidate of [...candidates(key), ...GENERIC_CANDIDATES]) {
    if (schema.safeParse(candidate).success) return candidate;
  }
  return 'Sample text 1';
}

type Path = (string | number)[];

/** Every path to a leaf (a value that is not a plain object or array) in `value`. */
export function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [prefix] : value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

/** A copy of `value` with the leaf at `path` replaced (or removed, for `REMOVE`). */
export const REMOVE = Symbol('remove');
export function withLeaf(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const next = withLeaf(copy[head], rest, replacement);
  if (next === REMOVE) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** Bodies that are not JSON, or JSON no route expects, each with the content type it is sent as. */
export function rawBodies(): { payload: string | Buffer; contentType?: string }[] {
  const json = 'application/json';
  return [
    { payload: '{', contentType: json },
    { payload: '{"a":', contentType: json },
    { payload: '', contentType: json },
    { payload: 'null', contentType: json },
    { payload: '"\\u0000"', contentType: json },
    { payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', contentType: json },
    { payload: '{"a":"\\ud800"}', contentType: json },
    { payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, contentType: json },
    { payload: '1e999999', contentType: json },
    { payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: json },
    { payload: `\ufeff{"a":1}`, contentType: json },
    { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { payload: '{"a":1}', contentType: 'text/plain' },
    { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<a>1</a>', contentType: 'application/xml' },
    { payload: '{"a":1}' },
    { payload: '{"a":1}', contentType: 'multipart/form-data' },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
  ];
}

/** Multipart bodies: cut short, mislabelled, with hostile names and values. `pdf` is a small real PDF. */
export function multipartBodies(pdf: Buffer, flowId: string): { payload: Buffer; contentType: string }[] {
  const boundary = 'fuzz-boundary-0123456789';
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const value = (name: string, text: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`);
  const file = (name: string, filename: string, content: Buffer, type = 'application/pdf') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const form = (...parts: Buffer[]) => ({ payload: Buffer.concat([...parts, end]), contentType });
  const whole = form(value('flowHeaderId', flowId), file('file', 'contract.pdf', pdf));
  return [
    { payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)), contentType },
    { payload: whole.payload.subarray(0, whole.payload.length - end.length - 3), contentType },
    { payload: whole.payload, contentType: 'multipart/form-data; boundary=another-boundary' },
    { payload: whole.payload, contentType: 'multipart/form-data' },
    form(value('flowHeaderId', flowId), file('file', 'con\u0000tract\u0001.pdf', pdf)),
    form(value('flowHeaderId', flowId), file('file', `${'x'.repeat(2_000)}.pdf`, pdf)),
    form(value('flowHeaderId', flowId), file('file', '../../../etc/passwd', pdf)),
    form(value('flowHeaderId', flowId), file('file', '', pdf)),
    form(value('flowHeaderId', 'x\u0000'), file('file', 'contract.pdf', pdf)),
    form(value('flowHeaderId', 'x'.repeat(5_000)), file('file', 'contract.pdf', pdf)),
    form(value('flowHeaderId', flowId), file('file', 'empty.pdf', Buffer.alloc(0))),
    form(value('flowHeaderId', flowId), file('file', 'text.pdf', Buffer.from('not a pdf at all'))),
    form(value('flowHeaderId', flowId), file('file', 'head.pdf', Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<'))),
    form(value('flowHeaderId', flowId), file('file', 'cut.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)))),
    form(value('flowHeaderId', flowId), file('file', 'a.pdf', pdf), file('file', 'b.pdf', pdf)),
    form(file('other', 'contract.pdf', pdf)),
    form(...Array.from({ length: 30 }, (_, index) => value(`field${index}`, 'x'))),
    form(),
  ];
}
