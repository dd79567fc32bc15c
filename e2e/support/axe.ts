import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { settleAnimations } from './motion';

/** The WCAG 2.0 and 2.1 rules, levels A and AA: the ones a failing check here stands for. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's rule for an aria-label that leaves out the visible text; experimental, so named to run. */
const LABEL_IN_NAME_RULE = 'label-content-name-mismatch';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** A control whose accessible name does not contain the text it shows (WCAG 2.5.3, label in name). */
interface NameMismatch {
  target: string;
  visible: string;
  name: string;
}

/**
 * Controls a person names by what they see (buttons, links, tabs, menu items) whose accessible name does not
 * contain that visible text: a speech user saying 'click Send' must reach the button showing 'Send'. Icon-only
 * controls (no visible text) are not concerned. The names are axe's own computation (axe is in the page by then).
 */
function visibleLabelsMissingFromNames(page: Page): Promise<NameMismatch[]> {
  return page.evaluate(() => {
    type AxeInPage = {
      setup(node: Element): unknown;
      teardown(): void;
      commons: { text: { accessibleText(element: Element): string } };
      utils: { getSelector(element: Element): string };
    };
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    // The text on screen, less what the page marks as decoration for assistive technology (aria-hidden).
    const shownText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof HTMLElement)) return '';
      if (node.getAttribute('aria-hidden') === 'true') return '';
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return '';
      return ` ${Array.from(node.childNodes, shownText).join('')} `;
    };
    const selector = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
    axe.setup(document.documentElement);
    try {
      const mismatches: { target: string; visible: string; name: string }[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (element.closest('[aria-hidden="true"], [inert]') || element.getClientRects().length === 0) continue;
        const shown = shownText(element).replace(/\s+/g, ' ').trim();
        const visible = words(shown);
        if (visible === '') continue;
        const name = axe.commons.text.accessibleText(element);
        if (!` ${words(name)} `.includes(` ${visible} `)) {
          mismatches.push({ target: axe.utils.getSelector(element), visible: shown, name });
        }
      }
      return mismatches;
    } finally {
      axe.teardown();
    }
  });
}

/**
 * Runs axe on the page as it is now (WCAG 2.0/2.1 A and AA, and label-in-name) and answers, one line each, every
 * serious or critical violation and every control whose accessible name leaves out its visible text.
 */
export async function seriousA11yViolations(page: Page, within?: string): Promise<string[]> {
  await transitionsFinished(page);
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder)
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: { [LABEL_IN_NAME_RULE]: { enabled: true } },
      // Every rule still checks every node; only the violations are described node by node, not each passing one.
      resultTypes: ['violations'],
    })
    .analyze();
  const ran = [results.violations, results.passes, results.incomplete, results.inapplicable].flat();
  expect(
    ran.map((rule) => rule.id),
    'axe ran its label-in-name rule',
  ).toContain(LABEL_IN_NAME_RULE);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const mismatches = await visibleLabelsMissingFromNames(page);

  return [
    ...blocking.flatMap((violation) => [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map((node) => `    ${node.target.join(' >> ')}${summaryOf(node.failureSummary)}`),
    ]),
    ...mismatches.map(
      (mismatch) => `label-in-name: ${mismatch.target} shows “${mismatch.visible}” but is named “${mismatch.name}”`,
    ),
  ];
}

/**
 * Fails the test, listing each one, on every serious or critical violation of the page as it is now and every
 * control whose accessible name leaves out its visible text. `label` names the screen in the failure and in
 * the report attached to the test; `within` (a selector, such as a dialog's) checks that part of the page alone.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, options: { within?: string } = {}) {
  // A dialog fading in is measured half transparent (its colours washed out): the check waits for it to rest.
  await settleAnimations(page);
  const lines = await seriousA11yViolations(page, options.within);
  if (lines.length > 0) {
    await test.info().attach(`axe ${label}`, { body: lines.join('\n'), contentType: 'text/plain' });
  }
  // Soft: the test goes on to its other screens, so one run lists every violation; it fails all the same.
  expect.soft(lines, `accessibility of ${label} (${page.url()})`).toEqual([]);
}

/** Waits for the CSS transitions under way (a dialog fading in): half-faded text would be judged at half contrast. */
async function transitionsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The first line of axe's explanation, enough to see which way a node fails (contrast ratio, missing name…). */
function summaryOf(failureSummary: string | undefined): string {
  const reason = failureSummary
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('Fix'));
  return reason ? `: ${reason}` : '';
}
