import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/**
 * One toast at a time (spec §9): `max: 1` shows one and queues the next until it is gone, so no
 * message is lost. The spec's "removal delay 1,000,000 ms" is how its old toast hook kept dismissed
 * toasts in memory; here `removeDelay` is the exit animation, and a long one would hold every
 * queued toast back for minutes, so Chakra's default is kept.
 */
// The bottom offset clears the phone's bottom navigation bar, so a toast never hides it.
export const toaster = createToaster({ placement: 'bottom', max: 1, pauseOnPageIdle: true, offsets: { left: '1rem', right: '1rem', top: '1rem', bottom: 'calc(5rem + env(safe-area-inset-bottom))' } });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
