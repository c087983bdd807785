import { Accordion, Stack, Text } from '@chakra-ui/react';
import { HOW_PAYDOWN_CALCULATES } from '@/payoff/index';
import { Heading } from '@/lib/ui/heading';
import { strategy } from './strategy.styles';

/** The engine's convention in plain words, folded away until asked for. */
export function HowPaydownCalculates() {
  return (
    <Accordion.Root collapsible variant="enclosed" bg="bg.panel">
      <Accordion.Item value="how">
        <Accordion.ItemTrigger>
          <Heading as="h2" size="sm" className={strategy.grow}>
            How Paydown calculates
          </Heading>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>
            <Stack gap="3" fontSize="sm">
              {HOW_PAYDOWN_CALCULATES.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
              ))}
            </Stack>
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}
