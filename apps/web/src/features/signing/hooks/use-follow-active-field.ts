import { type RefObject, useEffect, useRef } from 'react';

/** How far the signer scrolls from the active field before it stops being active. */
const SCROLL_AWAY_PX = 48;

/**
 * Brings the active field to the middle of the document, and reports when the signer scrolls away from it
 * (scrolling deactivates the active field). Bringing the field into view scrolls too: only a scroll
 * that moves away from where the field was brought counts.
 */
export function useFollowActiveField(
  container: RefObject<HTMLElement | null>,
  activeFieldId: string | undefined,
  onScrolledAway: () => void,
) {
  const anchor = useRef<number | null>(null);
  const onScrolledAwayRef = useRef(onScrolledAway);
  useEffect(() => {
    onScrolledAwayRef.current = onScrolledAway;
  }, [onScrolledAway]);

  useEffect(() => {
    const element = container.current;
    anchor.current = null;
    if (!element || !activeFieldId) return;
    element
      .querySelector(`[data-field-id="${CSS.escape(activeFieldId)}"]`)
      ?.scrollIntoView({ block: 'center', inline: 'nearest' });
    anchor.current = element.scrollTop;
  }, [container, activeFieldId]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onScroll = () => {
      if (anchor.current === null || Math.abs(element.scrollTop - anchor.current) <= SCROLL_AWAY_PX) return;
      anchor.current = null;
      onScrolledAwayRef.current();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [container]);
}
