import { ChakraProvider, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { AlertDialogFrame } from './alert-dialog-frame';
import { Button } from './button';
import { system } from './system';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens, and that it can be undone. */
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Where focus goes once the action is done (the trigger may be gone with what was deleted). */
  focusAfterConfirm?: () => HTMLElement | null;
}

/**
 * Asks before something is deleted: an alert dialog (role alertdialog) whose focus starts on the
 * safe choice, Cancel, so Enter or Escape straight away changes nothing. Cancelling returns focus
 * to what opened it; confirming moves it to `focusAfterConfirm` (an Undo, say).
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, focusAfterConfirm }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = useRef(false);

  async function confirm() {
    setBusy(true);
    confirmed.current = true;
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <AlertDialogFrame
      open={open}
      onClose={onClose}
      title={title}
      busy={busy}
      cancelRef={cancel}
      initialFocusEl={() => cancel.current}
      finalFocusEl={() => (confirmed.current ? (focusAfterConfirm?.() ?? null) : null)}
      onExitComplete={() => (confirmed.current = false)}
      lazyMount
      unmountOnExit
      action={
        <Button colorPalette="red" onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      }
    >
      <Text>{children}</Text>
    </AlertDialogFrame>
  );
}

/**
 * The dialog with Chakra's runtime and the app's theme around it, for a screen drawn without them
 * (the signed-in frame, the database failure page): use-confirmation.tsx loads it when it asks.
 */
export function ConfirmDialogWithTheme(props: ConfirmDialogProps) {
  return (
    <ChakraProvider value={system}>
      <ConfirmDialog {...props} />
    </ChakraProvider>
  );
}
