import { Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { ChakraScope } from './chakra-scope';
import { toaster } from './toast-store';
import { Spinner } from '@/lib/ui/spinner';
import { toasterStyles } from './toaster.styles';

/** Renders the toasts of toast-store.ts with Chakra's toast parts; loaded once a toast is wanted (toast-demand.ts). */
export function Toaster() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              {toast.type === 'loading' ? <Spinner size="sm" className={toasterStyles.spinner} /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
              </Stack>
              {toast.closable ? <Toast.CloseTrigger /> : null}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </ChakraScope>
  );
}
