import { Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/lib/ui/button';
import { Heading } from '@/lib/ui/heading';

export function NotFoundPage() {
  return (
    <Stack gap="4" align="start" py="10">
      <Text color="fg.muted" fontWeight="medium">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Button asChild colorPalette="accent">
        <Link to="/dashboard">Go to the dashboard</Link>
      </Button>
    </Stack>
  );
}
