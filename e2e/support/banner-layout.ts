import { expect, type Locator, type Page } from '@playwright/test';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box (hidden?)`);
  return found;
}

/**
 * A banner as a phone shows it, with the page scrolled to the top: inside the screen's width,
 * above the screen's heading and clear of the fixed bottom bar, its buttons on a row of their own
 * below the text (so the text keeps the card's width), and every button clickable where it is.
 */
export async function expectPhoneBanner(page: Page, card: Locator, text: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => window.scrollTo(0, 0));
  const cardBox = await box(card);
  const textBox = await box(card.getByText(text, { exact: true }));
  const headingBox = await box(page.getByRole('heading', { level: 1 }));
  const barBox = await box(page.getByTestId('mobile-bottom-bar'));
  expect(cardBox.x).toBeGreaterThanOrEqual(0);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(width);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(headingBox.y);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(barBox.y);
  const buttons = await card.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    expect((await box(button)).y).toBeGreaterThanOrEqual(textBox.y + textBox.height);
    await button.click({ trial: true }); // fails if anything covers it
  }
}
