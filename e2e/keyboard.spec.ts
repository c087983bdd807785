import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, newEmail } from './support/accounts';
import { debtRow } from './support/debts';
import { expectFocusTrapped, expectVisibleFocus, press, tabTo } from './support/keyboard';

/**
 * A person who uses only the keyboard: no click anywhere. Every Tab stop on the way is checked for
 * a visible focus style that nothing covers (tabTo), and every dialog and menu for where the focus
 * goes when it opens and when it closes.
 */

async function signUpByKeyboard(page: Page) {
  await page.goto('/login');
  await tabTo(page, page.getByRole('tab', { name: 'Sign in' }));
  await press(page, 'ArrowRight', 'the Create account tab');
  await expect(page.getByRole('tab', { name: 'Create account' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(newEmail('keyboard'));
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

async function addDebtByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('link', { name: 'Debts', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Debts', level: 1 })).toBeVisible();
  // The empty list's button opens the add form with the keyboard in its first field.
  await tabTo(page, page.getByRole('button', { name: 'Add your first debt' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Add a debt' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Car loan');
  for (const [label, value] of [
    ['Balance ($)', '9000'],
    ['Interest rate (APR %)', '6.9'],
    ['Minimum payment ($)', '250'],
  ] as const) {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(debtRow(page, 'Car loan')).toBeVisible();
}

async function recordPaymentByKeyboard(page: Page) {
  const trigger = debtRow(page, 'Car loan').getByRole('button', { name: 'Record a payment for Car loan' });
  // The add form closed back to the heading's "Add a debt": the list is below it.
  await expect(page.getByRole('button', { name: 'Add a debt' })).toBeFocused();
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record a payment: Car loan' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page, 'the payment dialog opened');
  await expectFocusTrapped(page, dialog, 12);
  await tabTo(page, dialog.getByLabel('Amount ($)'));
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Back where the dialog was opened from.
  await expect(trigger).toBeFocused();
  await expectVisibleFocus(page, 'the payment dialog closed');
  await expect(debtRow(page, 'Car loan').getByTestId('debt-balance')).toHaveText('$8,850.00');
}

/** Opens a menu from its focused trigger, moves through it, and closes it with Escape: the focus returns to the trigger. */
async function openMenuByKeyboard(page: Page, trigger: ReturnType<Page['getByRole']>) {
  await press(page, 'Enter', `open ${String(trigger)}`);
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectVisibleFocus(page, 'the menu opened');
  await press(page, 'ArrowDown', 'the next item');
  await press(page, 'Escape', 'the menu closed');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
}

async function deleteAndUndoByKeyboard(page: Page) {
  const more = debtRow(page, 'Car loan').getByRole('button', { name: 'More actions for Car loan' });
  await tabTo(page, more);
  await openMenuByKeyboard(page, more);

  // Delete, asked first: the focus starts on Cancel, and Escape changes nothing.
  const askToDelete = async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await press(page, 'End', 'the last item, Delete…');
    await expect(page.getByRole('menuitem', { name: 'Delete…' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Car loan?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectVisibleFocus(page, 'the delete confirmation opened');
    return confirm;
  };
  let confirm = await askToDelete();
  await expectFocusTrapped(page, confirm, 3);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(more).toBeFocused();
  await expect(debtRow(page, 'Car loan')).toBeVisible();

  confirm = await askToDelete();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete debt' }));
  await page.keyboard.press('Enter');
  const undo = page.getByTestId('undo-notice').getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expectVisibleFocus(page, 'the undo offered');
  await expect(debtRow(page, 'Car loan')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(debtRow(page, 'Car loan').getByTestId('debt-balance')).toHaveText('$8,850.00');
  // Back on the restored debt's menu, where the deletion started.
  await expect(debtRow(page, 'Car loan').getByRole('button', { name: 'More actions for Car loan' })).toBeFocused();
  await expectVisibleFocus(page, 'the debt restored');
}

async function chooseStrategyByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('link', { name: 'Strategy', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Strategy', level: 1 })).toBeVisible();
  const type = page.getByLabel('Payoff strategy');
  await tabTo(page, type);
  const before = await type.inputValue();
  await press(page, 'ArrowDown', 'the next strategy');
  await expect(type).not.toHaveValue(before);
  const chosen = (await type.locator('option:checked').textContent()) ?? '';
  await expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');
  await tabTo(page, page.getByRole('button', { name: 'Save plan' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Saved your ${chosen} plan.`)).toBeVisible();

  // The page's sections: the link to the schedule takes the keyboard to it.
  await tabTo(page, page.getByRole('navigation', { name: 'Sections of the strategy page' }).getByRole('link', { name: 'Schedule' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Month by month' })).toBeFocused();
  await expectVisibleFocus(page, 'the schedule reached');
}

test('keyboard only: sign up, add a debt, record a payment, delete and undo, choose and save a strategy, open every menu, sign out', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByKeyboard(page);
  await addDebtByKeyboard(page);
  await recordPaymentByKeyboard(page);
  await deleteAndUndoByKeyboard(page);
  await chooseStrategyByKeyboard(page);

  // The header's menus: the theme menu, then the account menu, which signs out.
  const theme = page.getByRole('button', { name: /^Theme/ });
  await tabTo(page, theme, { backwards: true });
  await openMenuByKeyboard(page, theme);
  const account = page.getByRole('button', { name: 'My Account' });
  await tabTo(page, account);
  await openMenuByKeyboard(page, account);
  await press(page, 'Enter', 'the account menu opened');
  await press(page, 'End', 'Logout');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
});

test('on a phone, Tab never leaves the focus under the header or the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpByKeyboard(page);
  await page.goto('/debts');
  await expect(page.getByRole('heading', { name: 'Debts', level: 1 })).toBeVisible();
  // Down the whole page to the bottom bar's last link, then back up to the header.
  await tabTo(page, page.getByTestId('mobile-bottom-bar').getByRole('link').last(), { max: 120 });
  await tabTo(page, page.getByRole('link', { name: 'Paydown home' }), { backwards: true, max: 120 });
});
