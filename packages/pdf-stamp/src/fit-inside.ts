export interface Size {
  width: number;
  height: number;
}

/** A rectangle by its top-left corner and size, y growing downward as on a screen or a displayed page. */
export interface Rect extends Size {
  x: number;
  y: number;
}

/**
 * Where an image goes to fit inside `box` whole: scaled (up or down) keeping its proportions, centred. The
 * browser draws a field's image onto its canvas so, and the PDF stamp draws it onto the page so.
 */
export function fitInside(image: Size, box: Rect): Rect {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}
