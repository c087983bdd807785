import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { settings } from './settings.styles';

/** One card of the settings screen: a heading, a line on what it is for, then its controls. */
export function SettingsSection({ title, description, children, tone }: { title: string; description: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <Card.Root className={tone === 'danger' ? settings.danger : undefined} as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
