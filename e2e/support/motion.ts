import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition has run for two checks in a row, before a screenshot or a look for
 * cut text: a toast bouncing in crosses the screen's edge for a moment, and it may start just after the page looks
 * ready. Endless ones (a spinner) are not waited for; after 4 s it goes on regardless.
 */
export async function settleAnimations(page: Page) {
  const moving = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
          ).length,
    );
  let quiet = 0;
  for (let tries = 0; tries < 80 && quiet < 2; tries++) {
    quiet = (await moving()) === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(50);
  }
}
