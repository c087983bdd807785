// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { useConfirmation } from './use-confirmation';

afterEach(cleanup);

/** A button that asks, and the answer it got (no Chakra provider around it: the dialog brings its own). */
function Asking() {
  const { ask, dialog } = useConfirmation();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void ask({ title: 'Sign out anyway?', text: 'Some changes stay on this device.', confirmLabel: 'Sign out anyway' }).then((yes) =>
            setAnswer(String(yes)),
          )
        }
      >
        Sign out
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

test('asks in an alert dialog, named by its title: Cancel answers no, the confirm button yes', async () => {
  render(<Asking />);
  const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

  ask();
  // The dialog's code (with Chakra) loads on the first question.
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign out anyway?' }, { timeout: 20_000 });
  expect(dialog.textContent).toContain('Some changes stay on this device.');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  expect(screen.queryByRole('alertdialog')).toBeNull();

  ask();
  await screen.findByRole('alertdialog');
  fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
