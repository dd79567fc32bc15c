import handwritingLatinUrl from '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff?url';
import handwritingLatinExtUrl from '@fontsource/dancing-script/files/dancing-script-latin-ext-400-normal.woff?url';
import type { StampFonts } from '@signflow/pdf-stamp/stamp-field-images';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

let loaded: Promise<StampFonts> | null = null;

const bytesOf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

/**
 * The faces the server seals typed answers in (DejaVu Sans; Dancing Script for typed signatures and initials),
 * fetched once and only when a preview has a typed answer, so the preview draws them as the sealed PDF will.
 */
export function stampFonts(): Promise<StampFonts> {
  loaded ??= Promise.all([regularUrl, handwritingLatinUrl, handwritingLatinExtUrl].map(bytesOf))
    .then(([regular, latin, latinExt]) => {
      if (!regular || !latin || !latinExt) throw new Error('a font did not load');
      return { regular: [regular], handwriting: [latin, latinExt, regular] };
    })
    .catch((error: unknown) => {
      loaded = null;
      throw error;
    });
  return loaded;
}
