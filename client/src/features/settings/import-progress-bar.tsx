import { Stack, Text } from '@chakra-ui/react';
import type { ImportProgress } from '@/data/transfer/import-data';
import { ProgressBar } from '@/lib/ui/progress-bar';

const count = (n: number) => n.toLocaleString('en-US');

/** "Importing debts and payments… 4,200 of 10,100". */
export function importProgressText(progress: ImportProgress | null): string {
  if (!progress) return 'Importing…';
  return `Importing ${progress.stage}… ${count(progress.done)} of ${count(progress.total)}`;
}

/** How far the import has got: the stage in words, the whole import as a bar. */
export function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  const text = importProgressText(progress);
  const percent = progress && progress.toWrite > 0 ? (100 * progress.written) / progress.toWrite : 0;
  return (
    <Stack gap="1" mt="3" data-testid="import-progress">
      <Text fontSize="sm" aria-hidden="true">
        {text}
      </Text>
      <ProgressBar value={percent} label="Import progress" valueText={text} />
    </Stack>
  );
}
