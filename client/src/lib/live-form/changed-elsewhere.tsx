import { Box, HStack, Text } from '@chakra-ui/react';
import { Button } from '@/lib/ui/button';

interface ChangedElsewhereProps {
  /** The field's label, for screen readers ("Monthly budget"). */
  label: string;
  /** The other device's value as the person would read it ("$800.00", "Snowball", "nothing"). */
  theirs: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}

/**
 * Beside a field the person changed while another device changed it too: neither value is lost
 * or written until they choose (live-form-state.ts).
 */
export function ChangedElsewhere({ label, theirs, onKeepMine, onUseTheirs }: ChangedElsewhereProps) {
  return (
    <Box
      role="group"
      aria-label={`${label} was changed on another device`}
      data-testid="changed-elsewhere"
      borderWidth="1px"
      borderColor="orange.emphasized"
      bg="orange.subtle"
      borderRadius="md"
      px="3"
      py="2"
      mt="1"
      width="full"
    >
      <Text fontSize="sm" color="fg">
        Changed on another device to <strong>{theirs}</strong>. Which do you want to keep?
      </Text>
      <HStack gap="2" mt="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button size="xs" variant="solid" colorPalette="orange" onClick={onUseTheirs}>
          Use {theirs}
        </Button>
      </HStack>
    </Box>
  );
}

/** A quiet line under a form: fields that another device changed while it was open (and now show its values). */
export function UpdatedElsewhere({ labels }: { labels: readonly string[] }) {
  return (
    <Text fontSize="xs" color="fg.muted" role="status" data-testid="updated-elsewhere">
      {labels.length > 0 ? `Updated from another device: ${labels.join(', ')}.` : ''}
    </Text>
  );
}
