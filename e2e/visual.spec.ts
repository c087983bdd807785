import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { settleAnimations } from './support/animations';
import { fixClock } from './support/fixed-clock';
import { addSampleData } from './support/sample-data';
import { chooseTheme, expectTheme, SCREENS, screenUrl, settle, THEMES, VIEWPORTS, withoutData, type Theme } from './support/screens';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

/**
 * Visual regression: every screen, at phone and desktop widths, in light and dark, for a brand-new
 * account and for one with data, compared with the baselines committed in
 * e2e/__screenshots__/visual.spec.ts/ (tolerance and options: playwright.config.ts). An intended
 * change to how the app looks updates the baselines in the same commit: `npm run test:visual:update`
 * (docs/testing.md, "Visual regression"). Each screen is also checked for sideways scrolling.
 *
 * What would differ from run to run is fixed rather than tolerated: the browser's clock
 * (fixed-clock.ts), its time zone and locale, the theme (chosen explicitly), animations and the
 * caret (off while capturing), the sync status (a signed-in screen is taken once everything has
 * reached the server). Masked, because they do vary:
 * - the account's email, shown on Profile and Settings: each run signs up a new account. Its
 *   random part is in the domain, so the name the header shows ("visual") is always the same;
 * - the time of the last sync in the header ("Synced 12:01 PM"): the clock runs during the test.
 */
test.use({ timezoneId: 'UTC', locale: 'en-US' });
// Two accounts, each looked at on 36 screens (plus the login page and a few open states).
test.describe.configure({ timeout: 600_000 });

test.beforeEach(async ({ page }) => {
  await fixClock(page);
  // The faked clock also fakes requestAnimationFrame, which a closing dialog waits on before it
  // listens for its animation's end: on a busy machine the animation could end first and leave the
  // closed dialog in the page. With less motion asked for, dialogs and menus play no animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Gravatar draws a different picture for every (random) email, and needs the internet: without
  // it the avatar shows its fallback, as it does for anyone whose picture fails to load.
  await page.route('https://gravatar.com/**', (route) => route.abort());
});

const visualEmail = () => `visual@${randomInt(10_000_000, 100_000_000)}.example.com`;

/**
 * The page against its baseline `<name>.png`. Signed in (`signedInAs` the email), once everything
 * has reached the server, with the email and the time of the last sync masked.
 */
async function matchesBaseline(page: Page, name: string, { signedInAs, fullPage = true }: { signedInAs?: string; fullPage?: boolean } = {}): Promise<void> {
  const syncStatus = page.getByTestId('sync-status');
  if (signedInAs) await expect(syncStatus).toHaveAttribute('data-phase', 'synced', { timeout: 20_000 });
  await settleAnimations(page);
  await expect.soft(page, `${name} looks as its baseline`).toHaveScreenshot(`${name}.png`, {
    fullPage,
    mask: signedInAs ? [page.getByText(signedInAs), syncStatus.getByText(/^Synced /)] : [],
  });
}

async function atSize(page: Page, viewport: (typeof VIEWPORTS)[number], theme: Theme): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await chooseTheme(page, theme);
}

/** Every signed-in screen at every width and theme, named `<state>-<screen>-<width>-<theme>`. */
async function everyScreen(page: Page, state: string, email: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      await atSize(page, viewport, theme);
      for (const screen of state === 'empty' ? SCREENS.filter(withoutData) : SCREENS) {
        const name = `${state}-${screen.name}-${viewport.name}-${theme}`;
        await test.step(name, async () => {
          await page.goto(await screenUrl(page, screen));
          await expectTheme(page, theme);
          await settle(page, screen.heading);
          await expectNoSidewaysScroll(page, name);
          // The printable plan has no app frame, so no sync status to wait for (it reads what the device holds).
          await matchesBaseline(page, name, 'frameless' in screen ? {} : { signedInAs: email });
        });
      }
    }
  }
}

test('the login page and every screen of a brand-new account (empty states) look as their baselines', async ({ page }) => {
  await page.goto('/login');
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const name = `login-${viewport.name}-${theme}`;
      await test.step(name, async () => {
        await atSize(page, viewport, theme);
        await page.goto('/login');
        await expectTheme(page, theme);
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        await expectNoSidewaysScroll(page, name);
        await matchesBaseline(page, name);
      });
      const resetName = `reset-password-${viewport.name}-${theme}`;
      await test.step(resetName, async () => {
        // Opened without a reset code: the page's message and its way back to sign in.
        await page.goto('/reset-password');
        await expect(page.getByTestId('reset-error')).toBeVisible();
        await expectNoSidewaysScroll(page, resetName);
        await matchesBaseline(page, resetName);
      });
    }
  }
  const email = await signUp(page, visualEmail());
  await everyScreen(page, 'empty', email);
});

test('every screen of an account with debts, a saved plan and a payment looks as its baseline', async ({ page }) => {
  const email = await signUp(page, visualEmail());
  await addSampleData(page);
  await everyScreen(page, 'data', email);

  await test.step('the printed plan', async () => {
    // What printing the printable plan prints: its summary, then every month, without its buttons.
    await atSize(page, VIEWPORTS[1], 'light');
    await page.goto('/strategy/print');
    await settle(page, 'Your debt payoff plan');
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await matchesBaseline(page, 'data-print-plan-print-1280');
    await page.emulateMedia({ media: 'screen' });
  });

  // The Custom strategy's order editor and an open dialog, at phone width.
  for (const theme of THEMES) {
    await test.step(`the custom order and the payments dialog, 390 ${theme}`, async () => {
      await atSize(page, VIEWPORTS[0], theme);
      await page.goto('/strategy');
      await expectTheme(page, theme);
      await settle(page, 'Strategy');
      await page.getByLabel('Payoff strategy').selectOption('custom');
      await expect(page.getByRole('heading', { name: 'Your custom order', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, `custom-${theme}`);
      await matchesBaseline(page, `data-strategy-custom-390-${theme}`, { signedInAs: email });
      await page.getByLabel('Payoff strategy').selectOption('avalanche');

      await page.goto('/debts');
      await settle(page, 'Debts');
      await page.getByRole('button', { name: 'Payments of Car loan' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await matchesBaseline(page, `data-debts-payments-dialog-390-${theme}`, { signedInAs: email, fullPage: false });
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  }
});
