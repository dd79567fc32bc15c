import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './motion';

/**
 * What on the screen is cut: an element whose own text is clipped by its overflow (hidden or clip, its content
 * wider than its box), a select too narrow for its chosen option, an element wider than the viewport, and text that runs past the viewport's edges; each
 * unless it sits in something that scrolls sideways (a table's scroll area), where the reader can scroll to it.
 * Elements of a pixel or less are visually hidden ones, read by screen readers only.
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> “${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 70)}”`;
    const scrollsSideways = (element: Element | null): boolean => {
      for (let each = element; each && each !== document.body; each = each.parentElement) {
        const overflow = getComputedStyle(each).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && each.scrollWidth > each.clientWidth) return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > viewport + 1) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${viewport} px`);
    }
    // A select shows its chosen option's text, which scrollWidth does not measure: it is measured in its font.
    const measure = document.createElement('canvas').getContext('2d');
    for (const select of Array.from(document.querySelectorAll('select'))) {
      const style = getComputedStyle(select);
      const text = select.selectedOptions[0]?.text ?? '';
      if (!measure || style.visibility !== 'visible' || select.getBoundingClientRect().width <= 1) continue;
      measure.font = style.font;
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const needed = measure.measureText(text).width;
      if (needed > room + 1) found.push(`cut: <select> “${text}” needs ${Math.ceil(needed)} px, has ${room} px`);
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility !== 'visible') continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const clips = ['hidden', 'clip'].includes(style.overflowX);
      if (ownText && clips && element.scrollWidth > element.clientWidth + 1) {
        found.push(`cut: ${name(element)} needs ${element.scrollWidth} px, has ${element.clientWidth} px`);
      }
      const offEdge = box.left < -1 ? box.right > 0 : box.left < viewport && box.right > viewport + 1;
      if ((box.width > viewport + 1 || (ownText && offEdge)) && !scrollsSideways(element.parentElement)) {
        found.push(`past the screen: ${name(element)} from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}

/** Fails, naming each, when any text of the screen is cut (`label` names the screen). */
export async function expectNoCutText(page: Page, label: string) {
  await settleAnimations(page);
  expect(await cutTexts(page), `cut text on ${label}`).toEqual([]);
}
