import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { StampFonts } from '@signflow/pdf-stamp/stamp-field-images';

const require = createRequire(import.meta.url);
/**
 * Typed answers' faces: DejaVu Sans (the certificate's face, wide Unicode coverage) for names, texts and dates;
 * Dancing Script (OFL) for typed signatures and initials, its Latin and Latin Extended files, then DejaVu Sans
 * for any letter it lacks.
 */
const FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  handwritingLatin: require.resolve('@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff'),
  handwritingLatinExt: require.resolve('@fontsource/dancing-script/files/dancing-script-latin-ext-400-normal.woff'),
};

let loaded: Promise<StampFonts> | null = null;

/** The font files of typed answers, read once per process. */
export function stampFonts(): Promise<StampFonts> {
  loaded ??= (async () => {
    const [regular, latin, latinExt] = await Promise.all(
      [FILES.regular, FILES.handwritingLatin, FILES.handwritingLatinExt].map(
        async (file) => new Uint8Array(await readFile(file)),
      ),
    );
    return {
      regular: [regular as Uint8Array],
      handwriting: [latin as Uint8Array, latinExt as Uint8Array, regular as Uint8Array],
    };
  })();
  return loaded;
}
