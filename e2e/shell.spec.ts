import { expect, type Locator, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';

test('the shell has its sidebar sections, toggle, footer and remembers the screen size', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  const nav = page.getByRole('navigation');
  for (const name of ['Documents', 'Templates', 'Archive', 'Approval flows', 'Trash', 'Subscription', 'Profile']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByRole('contentinfo')).toContainText(/v\d+\.\d+\.\d+/);

  await nav.getByRole('link', { name: 'Approval flows', exact: true }).click();
  await expect(page).toHaveURL(/\/template-flow$/);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(nav.getByRole('link', { name: 'Documents', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(nav.getByRole('link', { name: 'Documents', exact: true })).toBeVisible();

  const screenSize = () => page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').ui?.screenSize);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(screenSize).toBe('lg');
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(screenSize).toBe('md');
  await page.setViewportSize({ width: 800, height: 800 });
  await expect.poll(screenSize).toBe('sm');
  await page.setViewportSize({ width: 375, height: 667 });
  await expect.poll(screenSize).toBe('xs');
  await screenshot(page, 'shell-phone');
});

test('static pages: privacy policy, callback and blank', async ({ page, request }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText(/13/).first()).toBeVisible();
  await screenshot(page, 'privacy-policy');
  await page.goto('/callback');
  await expect(page.getByRole('heading', { name: 'Callback' })).toBeVisible();

  await signIn(page, await registerViaApi(request));
  await page.goto('/blank');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await screenshot(page, 'blank');
});

const PAGES = [
  { link: 'Documents', url: /\/document$/ },
  { link: 'Templates', url: /\/templates$/ },
  { link: 'Archive', url: /\/archives$/ },
  { link: 'Approval flows', url: /\/template-flow$/ },
  { link: 'Trash', url: /\/trash$/ },
  { link: 'Subscription', url: /\/subscription$/ },
  { link: 'Profile', url: /\/profile$/ },
  { link: 'Integrations', url: /\/integrations$/ },
] as const;

for (const [size, viewport] of [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const) {
  const phone = size === 'phone';
  test.describe(size, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('the sidebar marks the page one is on, and on a phone the footer ends the page instead of covering it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, await registerViaApi(request));
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const burger = page.getByRole('button', { name: 'Toggle sidebar' });
      const tapOrClick = (locator: Locator) => (phone ? locator.tap() : locator.click());
      for (const { link, url } of PAGES) {
        if (phone) await tapOrClick(burger);
        await tapOrClick(nav.getByRole('link', { name: link, exact: true }));
        await expect(page).toHaveURL(url);
        // On a phone the sidebar closes after the choice; opened again, it shows where one is.
        if (phone) {
          await expect(nav).toBeHidden();
          await tapOrClick(burger);
        }
        const current = nav.getByRole('link', { name: link, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        // And it looks it: its background is not the others'.
        const other = nav.getByRole('link', { name: link === 'Profile' ? 'Trash' : 'Profile', exact: true });
        const background = (locator: Locator) =>
          locator.evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(await background(current), `${link} is highlighted`).not.toBe(await background(other));
        if (link === 'Archive') await screenshot(page, `shell-current-page-${size}`, { fullPage: false });
        if (phone) {
          await tapOrClick(burger);
          // Closed, and gone: while it slides out it still lies over the page's left side.
          await expect(nav).toBeHidden();
        }
      }

      // Scrolled to its end, a long page (Integrations, the last opened) shows its last button whole, under nothing: on a phone the footer
      // comes after it, on a laptop the page ends above the footer's bar.
      const footer = page.getByText(/SignFlow team/);
      await expect(footer).toBeVisible();
      const last = page.getByRole('main').getByRole('button').last();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(last).toBeInViewport({ ratio: 1 });
      const lastBox = await last.boundingBox();
      if (!lastBox) throw new Error('the page has a last button');
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: lastBox.x + lastBox.width / 2, y: lastBox.y + lastBox.height / 2 },
      );
      expect(onTop, 'nothing lies over the page’s last button').toBe(await last.textContent());
      const footerBox = await footer.boundingBox();
      expect(footerBox?.y ?? 0, 'the footer lies below the page’s last button').toBeGreaterThanOrEqual(
        lastBox.y + lastBox.height,
      );
      await screenshot(page, `shell-footer-${size}`, { fullPage: false });
    });
  });
}
