/**
 * What a browser has and jsdom does not, as far as the screens under test use it: media queries (none match: a wide
 * screen), element sizes (every observed element is PAGE_AREA_WIDTH wide, so the PDF pages get laid out), a layout of
 * the PDF pages (pageLayoutRect), visibility (never reported: only the first page is painted), pointer capture,
 * scrolling into view, and a 2D canvas that draws nothing. Each is installed only where jsdom has none of its own. And requests as a page makes them: Node's Request
 * resolves no relative URL ('/v1/profile') and takes no jsdom AbortSignal.
 */

/** The width every ResizeObserver reports: the room the PDF pages are laid out in. */
export const PAGE_AREA_WIDTH = 800;

class ReportedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = DOMRectReadOnly.fromRect({ width: PAGE_AREA_WIDTH, height: 600 });
    const size = [{ inlineSize: PAGE_AREA_WIDTH, blockSize: 600 }];
    const entry = { target, contentRect, borderBoxSize: size, contentBoxSize: size, devicePixelContentBoxSize: size };
    // A browser reports the first size after layout, not inside observe().
    queueMicrotask(() => this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

class SilentIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** A 2D context whose every method does nothing: enough for a signature pad to start on a canvas. */
function blankContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const noop = () => {};
  return new Proxy({ canvas } as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : noop),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

/** The gap PdfPages leaves under each page. */
const PAGE_GAP = 16;

const fractionOf = (length: string) => (length.endsWith('%') ? Number.parseFloat(length) / 100 : null);

/** An element's place given in percentages of its page (boxPlacement), or null when it has none. */
function placementOf({ style }: HTMLElement) {
  const [left, top, width, height] = [style.left, style.top, style.width, style.height].map(fractionOf);
  if (left == null || top == null || width == null || height == null) return null;
  return { left, top, width, height };
}

/**
 * Where an element in a PDF page lies, as a browser would lay it out: the pages one under the other, each the size its
 * style gives it, and an element placed over it in percentages of the page (a field) where they say; anything else in
 * a page (a layer, the drawing surface) covers the page. Null outside the pages, which jsdom leaves unmeasured.
 */
export function pageLayoutRect(element: Element): DOMRect | null {
  const page = element.closest<HTMLElement>('[data-pdf-page]');
  if (!page) return null;
  const width = Number.parseFloat(page.style.width);
  const height = Number.parseFloat(page.style.height);
  const pageRect = { x: 0, y: (Number(page.dataset.pdfPage) - 1) * (height + PAGE_GAP), width, height };
  const placed = element instanceof HTMLElement && element !== page ? placementOf(element) : null;
  if (!placed) return DOMRect.fromRect(pageRect);
  return DOMRect.fromRect({
    x: pageRect.x + placed.left * width,
    y: pageRect.y + placed.top * height,
    width: placed.width * width,
    height: placed.height * height,
  });
}

/** Node's Request, taking a URL relative to the page; the abort signal is left out (jsdom's is not Node's). */
function pageRequest(NodeRequest: typeof Request): typeof Request {
  return class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const { signal: _signal, ...rest } = init ?? {};
      super(typeof input === 'string' ? new URL(input, document.baseURI) : input, rest);
    }
  };
}

export function installBrowserStandIns(): void {
  globalThis.Request = pageRequest(globalThis.Request);
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= ReportedSizeObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= SilentIntersectionObserver as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  const unmeasured = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    return pageLayoutRect(this) ?? unmeasured.call(this);
  };
  // jsdom's own getContext only says it is not implemented.
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    return blankContext(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
}
