import type { DocumentField } from '@signflow/contract/documents';
import { degrees, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';

/** A rectangle on the page as it is displayed, in points, top-left origin. */
interface DisplayRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const normalisedRotation = (page: PDFPage) => (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;

/** The visible area: the CropBox where it lies within the MediaBox, as viewers clip it (PDF 32000 §14.11.2). */
function visibleBox(page: PDFPage) {
  const crop = page.getCropBox();
  const media = page.getMediaBox();
  const x = Math.max(crop.x, media.x);
  const y = Math.max(crop.y, media.y);
  const width = Math.min(crop.x + crop.width, media.x + media.width) - x;
  const height = Math.min(crop.y + crop.height, media.y + media.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : media;
}

/**
 * The page as viewers display it: its visible area, turned by /Rotate. Field fractions are taken on this
 * displayed page, since that is what the editor showed when the field was placed.
 */
function displayedPage(page: PDFPage) {
  const box = visibleBox(page);
  const rotation = normalisedRotation(page);
  const quarterTurn = rotation === 90 || rotation === 270;
  return {
    rotation,
    width: quarterTurn ? box.height : box.width,
    height: quarterTurn ? box.width : box.height,
    /** A displayed point (points from the displayed top-left) in the page's own user space. */
    toUserSpace(x: number, y: number): { x: number; y: number } {
      const right = box.x + box.width;
      const top = box.y + box.height;
      switch (rotation) {
        case 90:
          return { x: box.x + y, y: box.y + x };
        case 180:
          return { x: right - x, y: box.y + y };
        case 270:
          return { x: right - y, y: top - x };
        default:
          return { x: box.x + x, y: top - y };
      }
    },
  };
}

/** The image fitted inside the rectangle, keeping its proportions, centred. */
function fitInside(rect: DisplayRect, image: PDFImage): DisplayRect {
  const scale = Math.min(rect.width / image.width, rect.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return {
    left: rect.left + (rect.width - width) / 2,
    top: rect.top + (rect.height - height) / 2,
    width,
    height,
  };
}

/** Decodes a `data:image/png;base64,…` URL; null for anything else. */
function pngBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const binary = atob(match[1]);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * Draws every answered field's image on its page, at its rectangle (fractions of the displayed page,
 * docs/domain.md#fields), upright however the page is rotated. Each distinct image is embedded once. Fields without an image,
 * or on a page the document does not have, are left out. Answers how many images were drawn. `embedPng` lets
 * a server embed with native zlib.
 */
export async function stampFieldImages(
  pdf: PDFDocument,
  fields: DocumentField[],
  options: { embedPng?: (pdf: PDFDocument, png: Uint8Array) => Promise<PDFImage> } = {},
): Promise<number> {
  const embedPng = options.embedPng ?? ((document: PDFDocument, png: Uint8Array) => document.embedPng(png));
  const pages = pdf.getPages();
  const embedded = new Map<string, PDFImage>();
  let drawn = 0;
  for (const field of fields) {
    const image = field.response.image;
    const page = pages[field.position.pageNumber - 1];
    if (!image || !page) continue;
    let pdfImage = embedded.get(image);
    if (!pdfImage) {
      const bytes = pngBytes(image);
      if (!bytes) continue;
      pdfImage = await embedPng(pdf, bytes);
      embedded.set(image, pdfImage);
    }
    const displayed = displayedPage(page);
    const { x1, y1, x2, y2, width, height } = field.position.boundingRect;
    const target = fitInside(
      {
        left: (x1 / width) * displayed.width,
        top: (y1 / height) * displayed.height,
        width: ((x2 - x1) / width) * displayed.width,
        height: ((y2 - y1) / height) * displayed.height,
      },
      pdfImage,
    );
    // The image's bottom-left corner as displayed; turning it with the page keeps it upright on screen.
    const anchor = displayed.toUserSpace(target.left, target.top + target.height);
    page.drawImage(pdfImage, {
      ...anchor,
      width: target.width,
      height: target.height,
      rotate: degrees(displayed.rotation),
    });
    drawn += 1;
  }
  return drawn;
}
