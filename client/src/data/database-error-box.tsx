import { Alert } from '@chakra-ui/react';

export interface DatabaseErrorBoxProps {
  error: Error | string;
}

/**
 * The red box of spec §2 shown when the local database cannot be opened: titled "Database Error",
 * with the error text. The rest of the app keeps rendering under it.
 */
export function DatabaseErrorBox({ error }: DatabaseErrorBoxProps) {
  const text = typeof error === 'string' ? error : error.message || String(error);
  return (
    <Alert.Root status="error" role="alert" variant="solid" borderRadius="md" my="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Database Error</Alert.Title>
        <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word">
          {text}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
