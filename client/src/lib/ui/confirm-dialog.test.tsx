// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Deleting({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <ChakraProvider value={system}>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Visa
      </button>
      <button type="button" id="after">
        Undo
      </button>
      <ConfirmDialog open={open} title="Delete Visa?" confirmLabel="Delete debt" onConfirm={onConfirm} onClose={() => setOpen(false)} focusAfterConfirm={() => document.getElementById('after')}>
        Visa and its payments are deleted.
      </ConfirmDialog>
    </ChakraProvider>
  );
}

async function openDialog(onConfirm = vi.fn(async () => undefined)) {
  render(<Deleting onConfirm={onConfirm} />);
  const trigger = screen.getByRole('button', { name: 'Delete Visa' });
  trigger.focus();
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Visa?' });
  return { onConfirm, trigger, dialog };
}

test('an alert dialog, named by its title, whose focus starts on Cancel', async () => {
  const { dialog } = await openDialog();
  expect(dialog.textContent).toContain('Visa and its payments are deleted.');
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
});

test('Escape and Cancel change nothing and give the focus back to what opened the dialog', async () => {
  const { onConfirm, trigger, dialog } = await openDialog();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(trigger));

  fireEvent.click(trigger);
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(onConfirm).not.toHaveBeenCalled();
});

test('confirming runs the action, closes the dialog and puts the focus where asked', async () => {
  const { onConfirm } = await openDialog();
  fireEvent.click(screen.getByRole('button', { name: 'Delete debt' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(onConfirm).toHaveBeenCalledOnce();
  await waitFor(() => expect(document.activeElement?.id).toBe('after'));
});
