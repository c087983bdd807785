// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { AlertDialogFrame } from './alert-dialog-frame';
import { Button } from './button';
import { system } from './system';

afterEach(cleanup);

function Asking({ busy = false, closeButton = false, onClose }: { busy?: boolean; closeButton?: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <ChakraProvider value={system}>
      <AlertDialogFrame open={open} onClose={close} title="Close your account?" busy={busy} closeButton={closeButton} action={<Button loading={busy}>Close account for good</Button>}>
        This cannot be undone.
      </AlertDialogFrame>
    </ChakraProvider>
  );
}

test('an alert dialog named by its title: what happens, then Cancel and the action; Cancel closes it', async () => {
  const onClose = vi.fn();
  render(<Asking onClose={onClose} />);
  const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' });
  expect(dialog.textContent).toContain('This cannot be undone.');
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  const buttons = screen.getAllByRole('button').map((button) => button.textContent);
  expect(buttons.indexOf('Cancel')).toBeLessThan(buttons.indexOf('Close account for good'));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(onClose).toHaveBeenCalledOnce();
});

test('the close button, when asked for, closes it too', async () => {
  const onClose = vi.fn();
  render(<Asking closeButton onClose={onClose} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(onClose).toHaveBeenCalledOnce();
});

test('while the action is under way, Escape does not close it and Cancel is off', async () => {
  const onClose = vi.fn();
  render(<Asking busy onClose={onClose} />);
  const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' });
  // Escape is heard once the dialog has taken the focus; a check that nothing happens then gives it a moment.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('alertdialog')).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();
});
