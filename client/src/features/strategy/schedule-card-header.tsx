import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';

/** The "Month by month" heading of a schedule card (the plan's and one debt's), its line below and its buttons. */
export function ScheduleCardHeader({ description, descriptionTestId, actions }: { description: ReactNode; descriptionTestId?: string; actions: ReactNode }) {
  return (
    <Card.Header>
      <Flex justify="space-between" align={{ base: 'start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="0">
          <Heading as="h2" size="md">
            Month by month
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid={descriptionTestId}>
            {description}
          </Text>
        </Stack>
        {actions}
      </Flex>
    </Card.Header>
  );
}
