import type { Page } from '@playwright/test';

/** A page of the PDF as the editor and the signing page draw it. */
export const pageBox = (page: Page, pageNumber: number) => page.locator(`[data-pdf-page="${pageNumber}"]`);

/** Scrolls the pages so that a spot of a page (fractions of it) lies at the centre of the view, where a person looks. */
export async function centreOn(page: Page, pageNumber: number, x: number, y: number) {
  await pageBox(page, pageNumber).evaluate(
    (element, spot) => {
      const root = element.closest('[data-scroll-root]') as HTMLElement;
      const view = root.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      root.scrollLeft += rect.left + spot.x * rect.width - (view.left + root.clientWidth / 2);
      root.scrollTop += rect.top + spot.y * rect.height - (view.top + root.clientHeight / 2);
    },
    { x, y },
  );
}
