import { expect, type Page } from '@playwright/test';

/**
 * Checks that nothing makes the page scroll sideways, naming the outermost elements that reach
 * past the window's right edge. Soft: the remaining checks of the test still run, and the test
 * fails at the end listing every overflow.
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    // An element whose overflow an ancestor inside the window clips does not widen the page.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= window.innerWidth + 1) return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el));
    const outermost = wide.filter((el) => !wide.includes(el.parentElement as Element));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      culprits: outermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)}px)`),
    };
  });
  expect.soft(scrollWidth, `${label}: the page is ${scrollWidth}px wide in a ${innerWidth}px window; wider: ${culprits.join(', ')}`).toBeLessThanOrEqual(innerWidth);
}
