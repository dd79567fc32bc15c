import { createHash, type Hash } from 'node:crypto';
import { type PDF, PdfArray, PdfDict, PdfNumber, type PdfObject, PdfRef, PdfStream, PdfString } from '@libpdf/core';

/** The catalog's key of the document security store, the validation data PAdES adds after a signature. */
const SECURITY_STORE_KEY = 'DSS';
/** Back-pointers: following them would only walk what is already walked. */
const BACK_POINTERS = new Set(['Parent', 'P']);
/** What makes a widget do something: an action, actions on events, or widgets of its own. */
const ACTING_KEYS = ['A', 'AA', 'Kids'];

/**
 * A signature field that shows and does nothing: a signature widget of no area, without actions or kids of its
 * own. PAdES adds one for each document time-stamp after the seal; a signature widget that draws or acts is
 * content like any other annotation.
 */
function isInvisibleSignature(pdf: PDF, item: PdfObject): boolean {
  const field = item instanceof PdfRef ? pdf.getObject(item) : item;
  if (!(field instanceof PdfDict)) return false;
  if (field.getName('FT')?.value !== 'Sig' || field.getName('Subtype')?.value !== 'Widget') return false;
  if (ACTING_KEYS.some((key) => field.has(key))) return false;
  const rect = [...(field.getArray('Rect', (ref) => pdf.getObject(ref)) ?? [])].map((each) =>
    each instanceof PdfNumber ? each.value : Number.NaN,
  );
  const [x1, y1, x2, y2] = rect;
  return rect.length === 4 && (x1 === x2 || y1 === y2);
}

/**
 * A hash of what the document shows and holds: every object reachable from the catalog (pages, their contents,
 * resources, annotations, the form and its fields, outlines, metadata…) and the document information, leaving out
 * only what PAdES long-term validation adds after a signature: the document security store, and signature fields
 * that neither show nor do anything (a document time-stamp's). Two revisions of a file with the same fingerprint
 * differ by validation data alone (docs/domain.md#sealing-and-verification).
 */
export function contentFingerprint(pdf: PDF): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(pdf.getMetadata()));
  const seen = new Set<string>();
  const queue: PdfRef[] = [];
  const write = (value: PdfObject | undefined, key: string | null) => writeObject(pdf, hash, value, key, queue);
  write(pdf.getCatalog(), 'Catalog');
  while (queue.length > 0) {
    const ref = queue.shift() as PdfRef;
    const id = `${ref.objectNumber} ${ref.generation}`;
    if (seen.has(id)) continue;
    seen.add(id);
    hash.update(`obj ${id}:`);
    write(pdf.getObject(ref) ?? undefined, null);
  }
  return hash.digest('hex');
}

function writeObject(pdf: PDF, hash: Hash, value: PdfObject | undefined, key: string | null, queue: PdfRef[]): void {
  if (value === undefined) return void hash.update('∅');
  if (value instanceof PdfRef) {
    queue.push(value);
    return void hash.update(`R${value.objectNumber}.${value.generation}`);
  }
  if (value instanceof PdfArray) {
    hash.update('[');
    for (const item of value) {
      if (isInvisibleSignature(pdf, item)) continue;
      writeObject(pdf, hash, item, null, queue);
    }
    return void hash.update(']');
  }
  if (value instanceof PdfDict) {
    const isCatalog = key === 'Catalog';
    const entries = [...value].filter(
      ([name]) => !BACK_POINTERS.has(name.value) && !(isCatalog && name.value === SECURITY_STORE_KEY),
    );
    entries.sort(([a], [b]) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    hash.update('<<');
    for (const [name, item] of entries) {
      hash.update(`/${name.value} `);
      writeObject(pdf, hash, item, name.value, queue);
    }
    hash.update('>>');
    if (value instanceof PdfStream) {
      hash.update('stream');
      hash.update(value.data);
    }
    return;
  }
  if (value instanceof PdfString) {
    hash.update('(');
    hash.update(value.bytes);
    return void hash.update(')');
  }
  // A name, a number, a boolean or null.
  hash.update(`${value.type}:${'value' in value ? String(value.value) : ''} `);
}
