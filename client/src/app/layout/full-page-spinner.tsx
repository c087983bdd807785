import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Shown while Firebase Auth resolves the persisted session (spec §2: "Loading..."). */
export function FullPageSpinner() {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="teal.solid" />
        <Text color="fg.muted">Loading...</Text>
      </Stack>
    </Center>
  );
}
