import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInOnAnotherDevice, signUp } from './support/accounts';
import { addDebt, debtRow } from './support/debts';

// A change travels laptop → server → phone and the phone re-renders its open form: on a loaded
// 2-core CI machine that can exceed the default 5 s while staying well inside normal behaviour.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Two devices of one person (two browser contexts) with the same edit screen open: one saves a
 * change of one field, the other, still on its open screen, sees it arrive without a reload,
 * changes another field and saves; both end with both changes. A change of the same field on both
 * asks which to keep instead of losing one silently. One account and two devices for every
 * screen, in steps: the set-up (sign-up, sign-in, debts) is the expensive part.
 */
test('every edit screen follows the other device and writes only what this one changed', async ({ browser, page: laptop }) => {
  test.setTimeout(240_000);
  const email = await signUp(laptop);
  await laptop.goto('/debts');
  await addDebt(laptop, { name: 'Car loan', type: 'auto_loan', balance: '9500', interestRate: '24', minimumPayment: '300' });
  await addDebt(laptop, { name: 'Visa', balance: '2000', interestRate: '22', minimumPayment: '60' });
  const phone = await signInOnAnotherDevice(browser, email);

  const strategySaved = (page: Page) => expect(page.getByTestId('strategy-save-state')).toHaveText('Saved.');

  await test.step('strategy: a budget set on one device is kept when the other changes the extra payment', async () => {
    await laptop.goto('/strategy');
    await laptop.getByLabel('Payoff strategy').selectOption('snowball');
    await laptop.getByLabel('Monthly budget ($)').fill('600');
    await strategySaved(laptop);
    await phone.goto('/strategy');
    await expect(phone.getByLabel('Monthly budget ($)')).toHaveValue('600');

    await laptop.getByLabel('Monthly budget ($)').fill('800');
    await strategySaved(laptop);
    // The phone's open screen follows, without a reload, and says where the change came from.
    await expect(phone.getByLabel('Monthly budget ($)')).toHaveValue('800');
    await expect(phone.getByTestId('updated-elsewhere')).toContainText('Monthly budget');
    await phone.getByLabel('Extra payment ($)').fill('75');
    await strategySaved(phone);

    for (const device of [laptop, phone]) {
      await expect(device.getByLabel('Monthly budget ($)')).toHaveValue('800');
      await expect(device.getByLabel('Extra payment ($)')).toHaveValue('75');
      await expect(device.getByLabel('Payoff strategy')).toHaveValue('snowball');
    }
  });

  await test.step('strategy: a device signed in afresh opens the synced plan, not a default', async () => {
    const fresh = await signInOnAnotherDevice(browser, email);
    await fresh.goto('/strategy');
    await expect(fresh.getByLabel('Monthly budget ($)')).toHaveValue('800');
    await expect(fresh.getByLabel('Payoff strategy')).toHaveValue('snowball');
    await fresh.context().close();
  });

  await test.step('saved plans: a plan saved on one device shows on the other, which saves its own beside it', async () => {
    await laptop.getByRole('button', { name: 'Save plan' }).click();
    await expect(laptop.getByTestId('saved-plan-status')).toContainText('Your saved Snowball plan');
    await expect(phone.getByTestId('saved-plan-status')).toContainText('Your saved Snowball plan');
    await phone.getByLabel('Payoff strategy').selectOption('avalanche');
    await strategySaved(phone);
    await expect(laptop.getByLabel('Payoff strategy')).toHaveValue('avalanche');
    await phone.getByRole('button', { name: 'Save plan' }).click();
    await expect(phone.getByTestId('saved-plan-status')).toContainText('Your saved Avalanche plan');
    await expect(laptop.getByTestId('saved-plan-status')).toContainText('Your saved Avalanche plan');
    await laptop.getByLabel('Payoff strategy').selectOption('snowball');
    await expect(laptop.getByTestId('saved-plan-status')).toContainText('Your saved Snowball plan');
  });

  const openEdit = async (page: Page) => {
    await page.goto('/debts');
    await debtRow(page, 'Car loan').getByRole('button', { name: /^Edit Car loan/ }).click();
    return page.getByRole('dialog');
  };

  await test.step('debt: a new rate saved on one device survives a rename saved on the other', async () => {
    const onLaptop = await openEdit(laptop);
    const onPhone = await openEdit(phone);
    await onLaptop.getByLabel('Interest rate (APR %)').fill('19');
    await onLaptop.getByRole('button', { name: 'Save changes' }).click();
    await expect(onLaptop).toBeHidden();
    await expect(onPhone.getByLabel('Interest rate (APR %)')).toHaveValue('19');
    await onPhone.getByLabel('Name').fill('Car loan (Honda)');
    await onPhone.getByRole('button', { name: 'Save changes' }).click();
    await expect(onPhone).toBeHidden();
    for (const device of [laptop, phone]) {
      await expect(debtRow(device, 'Car loan (Honda)')).toContainText('19%');
    }
  });

  await test.step('debt: the same field changed on both asks which to keep and loses nothing', async () => {
    const editHonda = async (page: Page) => {
      await debtRow(page, 'Car loan (Honda)').getByRole('button', { name: /^Edit Car loan/ }).click();
      return page.getByRole('dialog');
    };
    const onPhone = await editHonda(phone);
    await onPhone.getByLabel('Minimum payment ($)').fill('350');
    const onLaptop = await editHonda(laptop);
    await onLaptop.getByLabel('Minimum payment ($)').fill('320');
    await onLaptop.getByRole('button', { name: 'Save changes' }).click();
    await expect(onLaptop).toBeHidden();

    const choice = onPhone.getByRole('group', { name: 'Minimum payment ($) was changed on another device' });
    await expect(choice).toContainText('Changed on another device to $320.00');
    await expect(onPhone.getByRole('textbox', { name: 'Minimum payment ($)' })).toHaveValue('350');
    await onPhone.getByRole('button', { name: 'Save changes' }).click();
    await expect(onPhone.getByText(/choose which value to keep before saving/)).toBeVisible();
    await choice.getByRole('button', { name: 'Keep mine' }).click();
    await onPhone.getByRole('button', { name: 'Save changes' }).click();
    await expect(onPhone).toBeHidden();
    for (const device of [laptop, phone]) await expect(debtRow(device, 'Car loan (Honda)')).toContainText('$350.00');
  });

  await test.step('payment: an amount corrected on one device survives a note added on the other', async () => {
    await debtRow(laptop, 'Visa').getByRole('button', { name: 'Record a payment for Visa' }).click();
    const record = laptop.getByRole('dialog');
    await record.getByLabel('Amount ($)').fill('100');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(record).toBeHidden();

    const openPayment = async (page: Page) => {
      await debtRow(page, 'Visa').getByRole('button', { name: 'Payments of Visa' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^Edit payment of \$100\.00/ }).click();
      return dialog;
    };
    const onLaptop = await openPayment(laptop);
    const onPhone = await openPayment(phone);
    await onLaptop.getByLabel('Amount ($)').fill('125');
    await onLaptop.getByRole('button', { name: 'Save payment' }).click();
    await expect(onLaptop.getByTestId('payment-total')).toContainText('$125.00');
    await expect(onPhone.getByLabel('Amount ($)')).toHaveValue('125');
    await onPhone.getByLabel('Notes').fill('Paid from savings');
    await onPhone.getByRole('button', { name: 'Save payment' }).click();
    for (const dialog of [onLaptop, onPhone]) {
      await expect(dialog.getByTestId('payment-row')).toContainText('$125.00');
      await expect(dialog.getByTestId('payment-row')).toContainText('Paid from savings');
    }
    await laptop.keyboard.press('Escape');
    await phone.keyboard.press('Escape');
  });

  await test.step('profile: a name saved on one device survives a phone number saved on the other', async () => {
    await laptop.goto('/profile');
    await phone.goto('/profile');
    await laptop.getByLabel('Display name').fill('Ada Lovelace');
    await laptop.getByRole('button', { name: 'Save profile' }).click();
    await expect(laptop.getByText('Profile saved.')).toBeVisible();
    await expect(phone.getByLabel('Display name')).toHaveValue('Ada Lovelace');
    await phone.getByLabel('Phone number').fill('+1 555 123 4567');
    await phone.getByRole('button', { name: 'Save profile' }).click();
    await expect(phone.getByText('Profile saved.')).toBeVisible();
    for (const device of [laptop, phone]) {
      await expect(device.getByLabel('Display name')).toHaveValue('Ada Lovelace');
      await expect(device.getByLabel('Phone number')).toHaveValue('+1 555 123 4567');
    }
  });

  await test.step('goals: a goal ticked on one device shows on the other, which ticks another', async () => {
    await laptop.getByText('Raise my credit score').click();
    await expect(phone.getByRole('checkbox', { name: 'Raise my credit score' })).toBeChecked();
    await phone.getByText('Pay the least interest').click();
    for (const device of [laptop, phone]) {
      await expect(device.getByRole('checkbox', { name: 'Raise my credit score' })).toBeChecked();
      await expect(device.getByRole('checkbox', { name: 'Pay the least interest' })).toBeChecked();
    }
  });

  await test.step('subscription: a plan chosen on one device shows on the other before it chooses', async () => {
    await laptop.goto('/subscription');
    await phone.goto('/subscription');
    await laptop.getByRole('button', { name: 'Upgrade to Premium monthly' }).click();
    await expect(phone.getByTestId('current-tier')).toHaveText('Premium monthly');
    await phone.getByRole('button', { name: 'Switch to Premium yearly' }).click();
    for (const device of [laptop, phone]) await expect(device.getByTestId('current-tier')).toHaveText('Premium yearly');
  });

  await phone.context().close();
});
