import { HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { Badge } from './badge';
import { Button } from './button';
import { Card } from './card';
import { Heading } from './heading';
import { lockedFeature } from './locked-feature-card.styles';

/** What a locked card says about a Premium feature (data/subscriptions/premium-features.ts lists them). */
export interface LockedFeature {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** Where a premium feature would be: what it does, a "Premium" badge and the way to unlock it. */
export function LockedFeatureCard({ feature }: { feature: LockedFeature }) {
  const headingId = `locked-${feature.id}`;
  return (
    <Card.Root className={lockedFeature.card} as="section" aria-labelledby={headingId} data-testid={`premium-locked-${feature.id}`}>
      <Card.Body>
        <HStack gap="2" mb="1" wrap="wrap">
          <LockIcon size={16} aria-hidden />
          <Heading as="h2" size="md" id={headingId}>
            {feature.name}
          </Heading>
          <Badge colorPalette="purple" variant="solid">
            Premium
          </Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm" mb="3">
          {feature.description}
        </Text>
        <Button asChild size="sm" colorPalette="purple" variant="outline" className={lockedFeature.action}>
          <Link to="/subscription">See Premium plans</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
