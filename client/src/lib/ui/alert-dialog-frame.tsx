import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { Button } from './button';

type RootOptions = Pick<Dialog.RootProps, 'initialFocusEl' | 'finalFocusEl' | 'onExitComplete' | 'lazyMount' | 'unmountOnExit'>;

export interface AlertDialogFrameProps extends RootOptions {
  open: boolean;
  /** The person closed it: Escape, the backdrop, Cancel or the close button. Not told while `busy`. */
  onClose: () => void;
  title: string;
  /** What happens, and whatever the person must fill in first. */
  children: ReactNode;
  /** The button that does it, after Cancel. */
  action: ReactNode;
  /** The action is under way: the dialog stays open and Cancel is off. */
  busy?: boolean;
  cancelRef?: Ref<HTMLButtonElement>;
  /** A close button in the corner, for dialogs with more to read than a sentence. */
  closeButton?: boolean;
}

/**
 * The frame of every dialog that asks before something that cannot be taken back (role
 * alertdialog): title, what happens, Cancel, then the action. One frame so that each such
 * question looks and behaves alike: Escape and Cancel close it unless the action is under way.
 */
export function AlertDialogFrame({ open, onClose, title, children, action, busy = false, cancelRef, closeButton = false, ...root }: AlertDialogFrameProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => (details.open || busy ? undefined : onClose())} {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              {action}
            </Dialog.Footer>
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
