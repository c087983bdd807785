import { expect, type Page } from '@playwright/test';

/**
 * What a box cuts off without the page scrolling: a table that scrolls sideways inside its panel
 * (the debts, the database schema), the strategy page's sections bar, a select too narrow for its
 * chosen option, a debt's name on two lines at desktop width. Soft, like the overflow check.
 */
export async function nothingClipped(page: Page, label: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    const boxes = [
      ...all('table[aria-label="Your debts"]').map((table) => ['the debts table', table.parentElement] as const),
      ...all('table[aria-label^="Fields of"]').map((table) => [`the table of ${table.getAttribute('aria-label')}`, table.parentElement] as const),
      ...all('nav[aria-label^="Sections"] ul').map((list) => ['the sections bar', list] as const),
    ];
    for (const [what, box] of boxes) {
      if (box && box.scrollWidth > box.clientWidth + 1) found.push(`${what} hides ${box.scrollWidth - box.clientWidth}px sideways`);
    }
    // A select shows its chosen option's text in the room its padding leaves (the arrow is in the
    // padding): measured as a span in the select's font.
    for (const select of document.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      const text = select.selectedOptions[0]?.text ?? '';
      const span = document.createElement('span');
      span.textContent = text;
      Object.assign(span.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'pre', fontFamily: style.fontFamily, fontSize: style.fontSize, fontWeight: style.fontWeight, letterSpacing: style.letterSpacing });
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (width > room + 1) found.push(`the ${select.name} select cuts "${text}" (${Math.round(width)}px in ${Math.round(room)}px)`);
    }
    if (window.innerWidth >= 1280) {
      for (const name of document.querySelectorAll('[data-testid="debt-name"]')) if (name.getClientRects().length > 1) found.push(`the name "${name.textContent}" wraps`);
    }
    return found;
  });
  expect.soft(clipped, `${label}: content cut off`).toEqual([]);
}
