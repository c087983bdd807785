import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { settleAnimations } from './support/animations';
import { AxeAudit } from './support/axe';
import { debtRow } from './support/debts';
import { nothingClipped } from './support/layout';
import { addSampleData } from './support/sample-data';
import { SCREENS, THEMES, VIEWPORTS, expectTheme, screenUrl, settle, type Screen } from './support/screens';

/**
 * axe-core over every screen and every state a person opens (dialogs, menus, the undo after a
 * deletion), in both themes and at phone and desktop widths: signed out, as a brand-new account
 * and with three debts. One test and one account, so the set-up is paid once; each screen or
 * state is opened once per width and checked in both themes (the theme follows the system's, so
 * switching it needs no reload): every rule in the light theme, the rules that depend on colour
 * in the dark one (axe.ts, COLOUR_RULES). A failure lists every view and rule at once (also
 * written to the file named by AXE_REPORT, when set). Each screen is also checked for what its
 * boxes cut off (layout.ts): the debts table's actions, a select's choice, a schema column.
 */

const EMPTY_STATES = new Set<Screen['name']>(['dashboard', 'debts', 'strategy', 'calendar', 'progress']);
const screen = (name: Screen['name']) => SCREENS.find((one) => one.name === name)!;
type Layer = 'menu' | 'dialog' | 'alertdialog';

/** Checks the page as it is now, light then dark, as `${width} ${theme} ${view}`. */
async function inBothThemes(page: Page, audit: AxeAudit, width: string, view: string, layer?: Layer) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await expectTheme(page, theme);
    await audit.check(page, `${width} ${theme} ${view}`, layer && `[role="${layer}"]`, { coloursOnly: theme !== THEMES[0] });
  }
}

async function visit(page: Page, to: Screen): Promise<void> {
  await page.goto(await screenUrl(page, to));
  await settle(page, to.heading, { network: false });
}

/** Opens a layer, checks it while open (audit.check's `layer`), then closes it with Escape. */
async function checkLayer(page: Page, audit: AxeAudit, width: string, view: string, role: Layer, open: () => Promise<void>) {
  await open();
  await expect(page.getByRole(role)).toBeVisible();
  await inBothThemes(page, audit, width, view, role);
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role)).toBeHidden();
  // Closed, the layer gives the focus back (after its closing animation): what opens next must
  // not have it taken away.
  await settleAnimations(page);
}

async function checkDebtStates(page: Page, audit: AxeAudit, width: string) {
  const car = () => debtRow(page, 'Car loan');
  const more = () => car().getByRole('button', { name: 'More actions for Car loan' }).click();
  const fromMenu = (item: string) => async () => {
    await more();
    // An item is chosen once the menu has finished opening, as a person would.
    await expect(page.getByRole('menu')).toBeVisible();
    await settleAnimations(page);
    await page.getByRole('menuitem', { name: item }).click();
  };
  // Changing the order: each debt's grip, position and arrows in place of its actions.
  await page.getByRole('button', { name: 'Change order' }).click();
  await expect(page.getByRole('button', { name: 'Drag Car loan to another position' })).toBeVisible();
  await nothingClipped(page, `${width} debts, changing the order`);
  await inBothThemes(page, audit, width, 'debts, changing the order');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(car().getByRole('button', { name: 'Edit Car loan' })).toBeVisible();

  await checkLayer(page, audit, width, 'debts, row menu', 'menu', more);
  await checkLayer(page, audit, width, 'debts, edit dialog', 'dialog', () => car().getByRole('button', { name: 'Edit Car loan' }).click());
  await checkLayer(page, audit, width, 'debts, record payment dialog', 'dialog', () => car().getByRole('button', { name: 'Record a payment for Car loan' }).click());
  await checkLayer(page, audit, width, 'debts, record a payment (choose the debt)', 'dialog', () => page.getByRole('button', { name: 'Record a payment', exact: true }).click());
  await checkLayer(page, audit, width, 'debts, payment history', 'dialog', () => car().getByRole('button', { name: 'Payments of Car loan' }).click());
  await checkLayer(page, audit, width, 'debts, update from statement dialog', 'dialog', fromMenu('Update from statement…'));
  await checkLayer(page, audit, width, 'debts, close debt dialog', 'dialog', fromMenu('Close this debt…'));
  await checkLayer(page, audit, width, 'debts, delete confirmation', 'alertdialog', fromMenu('Delete…'));

  // A payment's delete confirmation, over the history dialog; then the history with its undo
  // (which waits: the focus is on it).
  await car().getByRole('button', { name: 'Payments of Car loan' }).click();
  const history = page.getByRole('dialog', { name: 'Payments: Car loan' });
  await checkLayer(page, audit, width, 'debts, payment delete confirmation', 'alertdialog', () => history.getByRole('button', { name: /^Delete payment of/ }).click());
  await history.getByRole('button', { name: /^Delete payment of/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete payment' }).click();
  await expect(history.getByRole('button', { name: 'Undo' })).toBeFocused();
  await inBothThemes(page, audit, width, 'debts, payment history with its undo', 'dialog');
  await history.getByRole('button', { name: 'Undo' }).click();
  await expect(history.getByTestId('payment-row')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // The debts screen with the undo of a deletion on it; undone, for the next width.
  await fromMenu('Delete…')();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete debt' }).click();
  await expect(page.getByTestId('undo-notice').getByRole('button', { name: 'Undo' })).toBeFocused();
  await inBothThemes(page, audit, width, 'debts, undo notice');
  await page.getByTestId('undo-notice').getByRole('button', { name: 'Undo' }).click();
  await expect(car()).toBeVisible();
}

test('axe-core finds nothing on any screen, dialog or menu, light and dark, at 390 and 1280 px; nothing is cut off', async ({ page, browser }, testInfo) => {
  test.setTimeout(600_000);
  const audit = new AxeAudit();
  try {
    await checkEverything(page, browser, audit);
  } finally {
    await testInfo.attach('axe-report.txt', { body: `${audit.summary}\n${audit.report || 'no violations'}`, contentType: 'text/plain' });
    console.log(`accessibility: ${audit.summary}`);
    if (process.env.AXE_REPORT) writeFileSync(process.env.AXE_REPORT, audit.report);
  }
  expect(audit.viewCount).toBeGreaterThan(100);
  expect(audit.report, 'axe-core found violations').toBe('');
});

async function checkEverything(page: Page, browser: Browser, audit: AxeAudit) {
  // Signed out: the login page, in both of its modes, with the messages a bad submit shows.
  const signedOutContext = await browser.newContext();
  const signedOut = await signedOutContext.newPage();
  for (const viewport of VIEWPORTS) {
    await signedOut.setViewportSize(viewport);
    await signedOut.goto('/login');
    await expect(signedOut.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await inBothThemes(signedOut, audit, viewport.name, 'login');
    await signedOut.getByRole('tab', { name: 'Create account' }).click();
    await signedOut.getByRole('button', { name: 'Create account' }).click();
    await expect(signedOut.getByText('Enter your email address.')).toBeVisible();
    await inBothThemes(signedOut, audit, viewport.name, 'login, create account with errors');
    await signedOut.getByRole('tab', { name: 'Sign in' }).click();
    await signedOut.getByRole('button', { name: 'Forgot password?' }).click();
    await signedOut.getByRole('button', { name: 'Send reset link' }).click();
    await expect(signedOut.getByText('Enter your email address.')).toBeVisible();
    await inBothThemes(signedOut, audit, viewport.name, 'login, forgot password with errors');
    await signedOut.goto('/reset-password');
    await expect(signedOut.getByTestId('reset-error')).toBeVisible();
    await inBothThemes(signedOut, audit, viewport.name, 'reset password without a code');
  }
  await signedOutContext.close();

  // A brand-new account: the screens that have an empty state.
  await signUp(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const one of SCREENS.filter((candidate) => EMPTY_STATES.has(candidate.name))) {
      await visit(page, one);
      await nothingClipped(page, `${viewport.name} ${one.name} (new account)`);
      await inBothThemes(page, audit, viewport.name, `${one.name} (new account)`);
    }
  }

  // Three debts, a saved plan and a payment: every screen, then what opens on them.
  await addSampleData(page);
  for (const viewport of VIEWPORTS) {
    const width = viewport.name;
    await page.setViewportSize(viewport);
    for (const one of SCREENS) {
      await visit(page, one);
      await nothingClipped(page, `${width} ${one.name}`);
      await inBothThemes(page, audit, width, one.name);
    }
    await checkLayer(page, audit, width, 'account menu', 'menu', () => page.getByRole('button', { name: 'My Account' }).click());
    await checkLayer(page, audit, width, 'theme menu', 'menu', () => page.getByRole('button', { name: /^Theme/ }).click());

    await visit(page, screen('strategy'));
    await page.getByLabel('Payoff strategy').selectOption('custom');
    await expect(page.getByRole('heading', { name: 'Your custom order', exact: true })).toBeVisible();
    await inBothThemes(page, audit, width, 'strategy, custom order');
    await page.getByLabel('Payoff strategy').selectOption('avalanche');
    await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');

    await visit(page, screen('debts'));
    await checkDebtStates(page, audit, width);
    await visit(page, screen('settings'));
    await checkLayer(page, audit, width, 'settings, delete all data', 'alertdialog', () => page.getByRole('button', { name: 'Delete all my data…' }).click());
  }

  // Between phone and desktop, the screens whose layout changes with the width: the debts as cards
  // (768) or as the table (1024), the strategy's settings in one or two columns, the schema's tables.
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const one of [screen('debts'), screen('strategy'), screen('db-schema')]) {
      await visit(page, one);
      await nothingClipped(page, `${width} ${one.name}`);
    }
  }
}
