import { type RefObject, useEffect, useRef, useState } from 'react';

interface NearViewOptions {
  /** The data attribute each page's element carries its number in, as in `dataset` (e.g. 'pdfPage'). */
  pageKey: string;
  /** How far beyond the visible part a page still counts as near, as an IntersectionObserver rootMargin. */
  margin: string;
  /** The scrolling element to measure against, from the container. */
  rootOf: (container: HTMLElement) => Element | null;
  /** The pages drawn before any is measured. */
  initial?: number[];
}

/**
 * The numbers of the pages in or near view, so a long document draws only those: each element under
 * `container` with the `pageKey` data attribute is watched while `pageCount` stays the same.
 */
export function usePagesNearView(
  container: RefObject<HTMLElement | null>,
  pageCount: number,
  { pageKey, margin, rootOf, initial = [] }: NearViewOptions,
): Set<number> {
  const [nearby, setNearby] = useState<Set<number>>(() => new Set(initial));
  // Callers pass a new function each render; the scrolling element it finds is the same.
  const findRoot = useRef(rootOf);
  findRoot.current = rootOf;
  useEffect(() => {
    const element = container.current;
    if (!element || pageCount === 0) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setNearby((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset[pageKey]);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { root: findRoot.current(element), rootMargin: margin },
    );
    const attribute = `data-${pageKey.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    for (const page of element.querySelectorAll(`[${attribute}]`)) observer.observe(page);
    return () => observer.disconnect();
  }, [pageCount, container, pageKey, margin]);
  return nearby;
}
