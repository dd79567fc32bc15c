import type { DocumentField } from '@signflow/contract/documents';
import { pngDataUrl, pngOf } from './test-png';

/**
 * A signature image, 3:1 like the test fields, so fitting it fills the whole rectangle: red, with a blue
 * top-left corner that shows which way up it was drawn.
 */
export const ORIENTED_RED_SIGNATURE = pngDataUrl(pngOf(30, 10, (x, y) => (x < 6 && y < 4 ? [0, 0, 255] : [255, 0, 0])));

/** Where the test fields sit on every displayed page, in points from the top-left: 150 × 50. */
export const EXPECTED_FIELD_BOX = { left: 100, top: 200, right: 250, bottom: 250 };

/**
 * A field at EXPECTED_FIELD_BOX on a page displayed at `displayed` size, as the API answers it: fractions with
 * width = height = 1 (docs/domain.md#fields), approved when it has an image.
 */
export function fieldAtExpectedBox(
  pageNumber: number,
  displayed: { width: number; height: number },
  image: string | null,
): DocumentField {
  const rect = {
    x1: EXPECTED_FIELD_BOX.left / displayed.width,
    y1: EXPECTED_FIELD_BOX.top / displayed.height,
    x2: EXPECTED_FIELD_BOX.right / displayed.width,
    y2: EXPECTED_FIELD_BOX.bottom / displayed.height,
    width: 1,
    height: 1,
    pageNumber,
  };
  return {
    id: `field-${pageNumber}`,
    userId: 'signer',
    type: 'draw',
    position: { pageNumber, boundingRect: rect, rects: [rect] },
    label: null,
    required: false,
    senderFilled: false,
    response: { image, text: null, checked: null, approve: image !== null, reject: false, revise: false },
  };
}
