import { expect, type Locator, type Page } from '@playwright/test';
import { settleAnimations } from './animations';

/** What a sighted keyboard user sees of the focus: where it is, whether it shows, whether anything hides it. */
interface FocusSeen {
  where: string;
  /**
   * A focus style at least 2 CSS px thick: an outline, a ring (box-shadow) or an outline against a
   * border of the same colour (Chakra's ring "inside", on fields); in a menu, the highlighted item.
   */
  shown: boolean;
  /** The middle of the focused element is on screen and is not under anything else (WCAG 2.4.11). */
  unobscured: boolean;
}

async function focusSeen(page: Page): Promise<FocusSeen> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { where: 'nothing', shown: false, unobscured: false };
    // A menu keeps the focus on its list and marks the highlighted item (aria-activedescendant);
    // a checkbox's input is visually hidden and its label shows the focus on the box drawn for it.
    const activeId = focused.getAttribute('aria-activedescendant');
    const hiddenInput = focused.getBoundingClientRect().width <= 1;
    const target = (activeId ? document.getElementById(activeId) : null) ?? (hiddenInput ? focused.closest('label') : null) ?? focused;
    const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 50);
    const where = name ? `${target.tagName.toLowerCase()} "${name}"` : target.outerHTML.slice(0, 160);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    // How thick a ring of the focus colour the element shows, in CSS px.
    const ringWidth = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && !transparent(style.outlineColor) ? parseFloat(style.outlineWidth) : 0;
      // An outline drawn on the border (offset 0) of the same colour thickens it by the border.
      const border = outline > 0 && parseFloat(style.outlineOffset) <= 0 && style.borderTopColor === style.outlineColor ? parseFloat(style.borderTopWidth) : 0;
      // Box shadows as rings: "colour x y blur spread", the spread is the ring's width.
      const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
      const spread = Math.max(0, ...shadows.filter((shadow) => !transparent(shadow.replace(/\s-?[\d.]+px/g, '').trim())).map((shadow) => parseFloat(shadow.match(/-?[\d.]+px/g)?.[3] ?? '0')));
      return Math.max(outline + border, spread);
    };
    const ringOn = (element: Element) => ringWidth(element) >= 2;
    // Tab also stops on the calendar button inside a date field, which the browser draws focused
    // in the field's own (closed) shadow tree: the field is focused, not :focus-visible.
    const nativePart = focused.matches('input[type="date"]:not(:focus-visible)');
    const ring = nativePart || (hiddenInput && target !== focused ? [target, ...target.querySelectorAll('*')].some(ringOn) : ringOn(focused));
    const highlighted = activeId !== null && target !== focused && getComputedStyle(target).backgroundColor !== getComputedStyle(focused).backgroundColor;
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12));
    const unobscured = hit !== null && (target.contains(hit) || hit.contains(target));
    return { where, shown: ring || highlighted, unobscured };
  });
}

/** The focus is where a person can see it: shown by a focus style, and not hidden under a header or bar. */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  // A dialog or menu that is still fading out covers what the focus went back to.
  await settleAnimations(page);
  const seen = await focusSeen(page);
  expect(seen.shown, `${step}: the focus on ${seen.where} has no visible focus style`).toBe(true);
  expect(seen.unobscured, `${step}: the focus on ${seen.where} is off screen or covered`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus
 * is visible; fails when the target is not reached in `max` presses (not reachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page, `Tab to ${String(target)}`);
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Presses a key and checks that the focus is still visible after it. */
export async function press(page: Page, key: string, step = key): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, step);
}

/** Tab and Shift+Tab, `times` each, never take the focus out of `container` (a modal dialog). */
export async function expectFocusTrapped(page: Page, container: Locator, times: number): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i += 1) {
      await page.keyboard.press(key);
      expect(await container.evaluate((element) => element.contains(document.activeElement)), `${key} #${i + 1} left the dialog`).toBe(true);
      await expectVisibleFocus(page, `${key} inside the dialog`);
    }
  }
}
