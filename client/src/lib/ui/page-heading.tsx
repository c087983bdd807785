import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The title block every screen starts with. */
export function PageHeading({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <Stack gap="1" mb="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {children}
    </Stack>
  );
}
