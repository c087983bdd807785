import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

/**
 * A modal with a title for one of the debt screen's forms; Escape and the close button dismiss it.
 * Memoized and mounted on first open: a closed dialog (title '', no children, a stable onClose)
 * costs nothing when the debts list re-renders for a synced change.
 */
export const FormDialog = memo(function FormDialog({
  title,
  open,
  onClose,
  finalFocus,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  /** Where the keyboard goes once it closes, when not back to the button that opened it (gone by then). */
  finalFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      finalFocusEl={finalFocus}
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
