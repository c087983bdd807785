import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { nothingClipped } from './support/layout';
import { addSampleData } from './support/sample-data';
import { SCREENS, THEMES, VIEWPORTS, settle as settleScreen } from './support/screens';

/**
 * Screenshots of every screen at phone and desktop widths, light and dark, for people to look at
 * (written to .tmp/screenshots/, which git ignores). Each capture also checks that nothing makes
 * the page scroll sideways.
 */
const OUT = '.tmp/screenshots';

/** Before the picture: the screen settled, and a moment for its animations. */
async function settle(page: Page, heading: string | null) {
  await settleScreen(page, heading);
  await page.waitForTimeout(250);
}

async function noSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    // The outermost elements that reach past the window's right edge, to say what overflows.
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
  if (scrollWidth > innerWidth) console.log(`${label}: wider than the window: ${culprits.join(', ')}`);
  // Soft: every screenshot is still written, and the test fails at the end listing each overflow.
  expect.soft(scrollWidth, `${label}: the page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

/**
 * A full-page screenshot. The phone's bottom bar is fixed to the window, so in a picture of the
 * whole page it would sit over whatever is 844 px down; it is shown after the content instead,
 * where it is when the page is scrolled to the end.
 */
async function fullPage(page: Page, path: string) {
  const style = await page.addStyleTag({ content: '[data-testid="mobile-bottom-bar"] { position: static !important; }' });
  await page.screenshot({ path, fullPage: true });
  await style.evaluate((node) => (node as Element).remove());
}

async function captureAll(page: Page, state: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        await settle(page, screen.heading);
        const label = `${state}-${screen.name}-${viewport.name}-${theme}`;
        await fullPage(page, `${OUT}/${label}.png`);
        await noSidewaysScroll(page, label);
        await nothingClipped(page, label);
      }
    }
  }
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screens of a brand-new user (empty states)', async ({ page }) => {
  test.setTimeout(300_000);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await noSidewaysScroll(page, `login-${viewport.name}-${theme}`);
      await fullPage(page, `${OUT}/signed-out-login-${viewport.name}-${theme}.png`);
    }
  }
  await signUp(page);
  await captureAll(page, 'empty');
});

test('screens of a user with debts, a saved plan and a payment', async ({ page }) => {
  test.setTimeout(420_000);
  await signUp(page);
  await addSampleData(page);
  await captureAll(page, 'planned');

  // Between phone and desktop: the debts as two columns of cards (768), then as the table (1024).
  await page.emulateMedia({ colorScheme: 'light' });
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/debts');
    await settle(page, 'Debts');
    await fullPage(page, `${OUT}/planned-debts-${width}-light.png`);
    await noSidewaysScroll(page, `debts-${width}`);
    await nothingClipped(page, `debts-${width}`);
  }

  // What "Print schedule" prints: the schedule alone, every month.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/strategy');
  await settle(page, 'Strategy');
  await page.evaluate(() => void (window.print = () => undefined));
  await page.getByRole('button', { name: 'Print schedule' }).click();
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await page.screenshot({ path: `${OUT}/planned-strategy-print-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The Custom strategy's order editor and the open dialogs, at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/strategy');
    await settle(page, 'Strategy');
    await page.getByLabel('Payoff strategy').selectOption('custom');
    await expect(page.getByRole('heading', { name: 'Your custom order', exact: true })).toBeVisible();
    await noSidewaysScroll(page, `custom-${theme}`);
    await fullPage(page, `${OUT}/planned-strategy-custom-390-${theme}.png`);
    await page.getByLabel('Payoff strategy').selectOption('avalanche');
    await page.goto('/debts');
    await settle(page, 'Debts');
    await page.getByRole('button', { name: 'Payments of Car loan' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(600); // the dialog's opening animation
    await page.screenshot({ path: `${OUT}/planned-debts-payments-dialog-390-${theme}.png` });
    await page.getByRole('button', { name: 'Close' }).click();
  }
});
