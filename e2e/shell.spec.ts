import { expect, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';

test('the shell has its sidebar sections, toggle, footer and remembers the screen size', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  const nav = page.getByRole('navigation');
  for (const name of ['Documents', 'Archive', 'Template flow', 'Trash', 'Subscription', 'Profile']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByRole('contentinfo')).toContainText(/v\d+\.\d+\.\d+/);

  await nav.getByRole('link', { name: 'Template flow', exact: true }).click();
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
