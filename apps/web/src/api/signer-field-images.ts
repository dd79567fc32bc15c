import type { FieldResponse } from '@signflow/contract/documents';
import { isImageDataUrl, PNG_DATA_URL_PREFIX } from '@signflow/contract/signing';
import { signerFileUrl } from './signer-file-url';

/**
 * A signer's record carries another signer's answered image as the path of its PNG, not the picture
 * (docs/api.md#a-signers-record): the path of such a field, else null.
 */
/** Any field with a response: the web app's, or one as the API answers it. */
type Answered = { response: FieldResponse };

function imagePathOf(field: Answered): string | null {
  const { image } = field.response;
  return image !== null && !isImageDataUrl(image) ? image : null;
}

const withImage = <Field extends Answered>(field: Field, image: string): Field => ({
  ...field,
  response: { ...field.response, image },
});

/**
 * The fields with each image path made a URL the browser loads with the signer's token (an `<img>` source), and the
 * signing session of a passed check, if any.
 */
export function withSignerImageUrls<Field extends Answered>(
  fields: Field[],
  token: string,
  session: string | null = null,
): Field[] {
  return fields.map((field) => {
    const path = imagePathOf(field);
    return path === null ? field : withImage(field, signerFileUrl(path, token, session));
  });
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a whole image into one call could pass the engine's argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** Images fetched at once: about what a browser opens to one host. */
const PARALLEL_FETCHES = 6;

/**
 * The fields with each image path replaced by the PNG it names, as a data URL: drawing a preview needs the pictures
 * themselves. `fetchPng` reads one path (with the token); a failure fails the whole.
 */
export async function withSignerImagesInline<Field extends Answered>(
  fields: Field[],
  fetchPng: (path: string) => Promise<Uint8Array>,
): Promise<Field[]> {
  const result = [...fields];
  const waiting = fields.flatMap((field, index) => {
    const path = imagePathOf(field);
    return path === null ? [] : [{ index, path }];
  });
  const fetchNext = async (): Promise<void> => {
    const next = waiting.shift();
    if (!next) return;
    const field = result[next.index] as Field;
    result[next.index] = withImage(field, `${PNG_DATA_URL_PREFIX}${base64Of(await fetchPng(next.path))}`);
    return fetchNext();
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, waiting.length) }, fetchNext));
  return result;
}
