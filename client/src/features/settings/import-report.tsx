import { List, Text } from '@chakra-ui/react';
import { SKIP_REASON_WORDS, type ImportPlan } from '@/data/transfer/import-plan';

/** At most this many lines of a long list are shown; the rest are counted. */
const SHOWN = 12;

export function LongList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <List.Root ps="5" gap="1" fontSize="sm" whiteSpace="pre-line">
      {items.slice(0, SHOWN).map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
      {items.length > SHOWN ? <List.Item>…and {items.length - SHOWN} more.</List.Item> : null}
    </List.Root>
  );
}

/** What an import skipped, and why, and what it kept as it was. */
export function ImportDetails({ plan }: { plan: ImportPlan }) {
  const skipped = plan.skipped.map((skip) => `${skip.where}: ${SKIP_REASON_WORDS[skip.reason]}`);
  return (
    <>
      {skipped.length > 0 ? (
        <>
          <Text fontSize="sm" fontWeight="medium" mt="2">
            Skipped
          </Text>
          <LongList items={skipped} />
        </>
      ) : null}
      {plan.notes.length > 0 ? <LongList items={plan.notes} /> : null}
    </>
  );
}
