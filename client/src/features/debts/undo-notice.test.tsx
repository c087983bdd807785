// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/lib/ui/system';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { UNDO_SECONDS, UndoNotice, type UndoOffer } from './undo-notice';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(offer: Partial<UndoOffer> = {}) {
  const onDone = vi.fn();
  const undo = vi.fn(async () => null as string | null);
  render(
    <ChakraProvider value={system}>
      <UndoNotice offer={{ message: 'Car loan deleted.', undo, ...offer }} onDone={onDone} buttonId="undo" />
    </ChakraProvider>,
  );
  return { onDone, undo, button: () => screen.getByRole('button', { name: 'Undo' }) };
}

test('the notice says what was done; its Undo button is described by it', () => {
  const { button } = show();
  expect(screen.getByTestId('undo-notice').textContent).toContain('Car loan deleted.');
  expect(button().id).toBe('undo');
  expect(document.getElementById(button().getAttribute('aria-describedby')!)?.textContent).toBe('Car loan deleted.');
});

test(`the undo is offered for ${UNDO_SECONDS} seconds, then the notice is done`, () => {
  const { onDone } = show();
  act(() => void vi.advanceTimersByTime(UNDO_SECONDS * 1000 - 1));
  expect(onDone).not.toHaveBeenCalled();
  act(() => void vi.advanceTimersByTime(1));
  expect(onDone).toHaveBeenCalledExactlyOnceWith(false);
});

test('the time stops while the focus or the pointer is on the notice, and starts again when they leave', () => {
  const { onDone, button } = show();
  act(() => void vi.advanceTimersByTime(5000));
  fireEvent.focus(button());
  act(() => void vi.advanceTimersByTime(60_000));
  expect(onDone).not.toHaveBeenCalled();
  fireEvent.blur(button());
  fireEvent.pointerEnter(screen.getByTestId('undo-notice'));
  act(() => void vi.advanceTimersByTime(60_000));
  expect(onDone).not.toHaveBeenCalled();
  fireEvent.pointerLeave(screen.getByTestId('undo-notice'));
  act(() => void vi.advanceTimersByTime(UNDO_SECONDS * 1000));
  expect(onDone).toHaveBeenCalledExactlyOnceWith(false);
});

test('Undo undoes once and the notice is done; Dismiss ends it without undoing', async () => {
  const { onDone, undo, button } = show();
  await act(async () => void fireEvent.click(button()));
  expect(undo).toHaveBeenCalledOnce();
  expect(onDone).toHaveBeenCalledExactlyOnceWith(true);

  cleanup();
  const dismissed = show();
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(dismissed.undo).not.toHaveBeenCalled();
  expect(dismissed.onDone).toHaveBeenCalledExactlyOnceWith(false);
});

test('an undo that fails says why and stays, with its time stopped', async () => {
  const { onDone, button } = show({ undo: async () => 'Could not bring Car loan back: offline' });
  await act(async () => void fireEvent.click(button()));
  expect(screen.getByRole('alert').textContent).toBe('Could not bring Car loan back: offline');
  act(() => void vi.advanceTimersByTime(60_000));
  expect(onDone).not.toHaveBeenCalled();
});
