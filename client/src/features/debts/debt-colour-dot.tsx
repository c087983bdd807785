import { Box } from '@chakra-ui/react';

/** The colour the user gave a debt, as a small dot beside its name (nothing when none was chosen). */
export function DebtColourDot({ colorHex }: { colorHex?: string | null }) {
  if (!colorHex) return null;
  return <Box as="span" display="inline-block" boxSize="2.5" borderRadius="full" bg={colorHex} me="1.5" verticalAlign="middle" aria-hidden />;
}
