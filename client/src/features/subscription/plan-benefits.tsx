import { List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FREE_FOREVER, PREMIUM_FEATURES, PREMIUM_PROMISE } from '@/data/subscriptions/premium-features';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';

/** Why Premium exists, in plain words. */
function WhyPremium() {
  return (
    <Card.Root as="section" aria-labelledby="why-premium-heading">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h2" size="md" id="why-premium-heading">
            Why Premium
          </Heading>
          <Text data-testid="premium-promise">{PREMIUM_PROMISE}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Why Premium exists, what it adds and what every plan keeps, in plain words. */
export function PlanBenefits() {
  return (
    <Stack gap="4">
      <WhyPremium />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root as="section" aria-labelledby="premium-adds-heading">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md" id="premium-adds-heading">
                What Premium adds
              </Heading>
              {PREMIUM_FEATURES.map((feature) => (
                <Stack gap="1" key={feature.id}>
                  <Text fontWeight="semibold">{feature.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {feature.description} On the{' '}
                    <Link to={feature.screen.path} style={{ textDecoration: 'underline' }}>
                      {feature.screen.name}
                    </Link>{' '}
                    screen.
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="free-forever-heading">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md" id="free-forever-heading">
                Free on every plan
              </Heading>
              <List.Root gap="1" fontSize="sm" ps="4">
                {FREE_FOREVER.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
