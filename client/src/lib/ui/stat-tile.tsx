import { Card, Stat } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

/**
 * One headline number in a card: a label, the value and an optional line of context. Memoized:
 * with text values, a tile whose numbers did not change stays as it is when the page re-renders.
 */
export const StatTile = memo(function StatTile({ label, value, help, testId }: { label: string; value: ReactNode; help?: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm" bg="bg.panel" h="full">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }} data-testid={testId} overflowWrap="anywhere">
            {value}
          </Stat.ValueText>
          {help ? (
            <Stat.HelpText color="fg.muted" mb="0">
              {help}
            </Stat.HelpText>
          ) : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
});
