import { HStack, Stack, Text } from '@chakra-ui/react';
import { UploadIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { DataContext } from '@/data/data-context';
import { importData, previewImport } from '@/data/transfer/import-data';
import { importAddsSomething, importHeadline } from '@/data/transfer/import-summary';
import { MAX_IMPORT_BYTES, type ImportFile } from '@/data/transfer/import-files';
import { ImportDetails, LongList } from './import-report';
import { ImportProgressBar } from './import-progress-bar';
import { getImportState, setImportState, useImportState } from './import-state';
import { SettingsSection } from './settings-section';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';

async function readChosenFiles(list: FileList): Promise<{ files: ImportFile[]; problems: string[] }> {
  const files: ImportFile[] = [];
  const problems: string[] = [];
  for (const file of Array.from(list)) {
    if (file.size > MAX_IMPORT_BYTES) problems.push(`${file.name}: the file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB, too large to be a Paydown export.`);
    else files.push({ name: file.name, text: await file.text() });
  }
  return { files, problems };
}

/** While an import writes, closing or reloading the tab asks first (what was written stays; see importData). */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * Import a JSON export, or debts and payments CSV files: read and checked first, then a preview of
 * what will be added and what will be skipped, and only on "Import" written. A file with any
 * problem is refused whole, with every problem listed.
 */
export function ImportData({ ctx }: { ctx: DataContext }) {
  const [state, setState] = useImportState(ctx.uid);
  const input = useRef<HTMLInputElement>(null);

  async function choose(list: FileList | null) {
    if (!list || list.length === 0) return;
    setState({ step: 'reading' });
    try {
      const { files, problems } = await readChosenFiles(list);
      if (problems.length > 0) return setState({ step: 'refused', problems });
      const chosen = { files, now: new Date().toISOString() };
      const answer = await previewImport(ctx, chosen);
      if ('refused' in answer) return setState({ step: 'refused', problems: answer.refused });
      if (answer.plan.problems.length > 0) return setState({ step: 'refused', problems: answer.plan.problems });
      setState({ step: 'preview', chosen, plan: answer.plan, sources: answer.sources });
    } catch (error) {
      setState({ step: 'refused', problems: [`The files could not be read: ${error instanceof Error ? error.message : String(error)}`] });
    } finally {
      // Choosing the same file again (after fixing it) must fire a change event.
      if (input.current) input.current.value = '';
    }
  }

  async function confirm() {
    if (state.step !== 'preview') return;
    const { plan, sources } = state;
    setState({ step: 'importing', plan, sources, progress: null });
    const result = await importData(ctx, state.chosen, {
      onProgress: (progress) => {
        // Only while this import is the one shown (a sign-out and back in starts afresh).
        if (getImportState(ctx.uid).step === 'importing') setState({ step: 'importing', plan, sources, progress });
      },
    });
    if (result.success) setState({ step: 'done', plan: result.data });
    else setState({ step: 'refused', problems: [`The import failed: ${result.error}`] });
  }

  const busy = state.step === 'reading' || state.step === 'importing';
  useLeaveWarning(state.step === 'importing');
  // Leaving the screen forgets a preview or a summary, as before; an import running goes on and is found on return.
  useEffect(() => () => {
    const left = getImportState(ctx.uid).step;
    if (left !== 'importing' && left !== 'reading') setImportState(ctx.uid, { step: 'idle' });
  }, [ctx.uid]);
  return (
    <SettingsSection title="Import data" description="Bring in a Paydown JSON export, or debts and payments CSV files.">
      <Stack gap="4">
        <input
          ref={input}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          multiple
          hidden
          aria-label="Files to import"
          onChange={(event) => void choose(event.target.files)}
        />
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => input.current?.click()} loading={state.step === 'reading'} disabled={busy}>
            <UploadIcon /> Choose files…
          </Button>
          <Text fontSize="sm" color="fg.muted">
            One .json export, or a debts .csv and a payments .csv together. Nothing is added until you confirm.
          </Text>
        </HStack>

        {state.step === 'refused' ? (
          <Alert.Root status="error" role="alert" data-testid="import-problems">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Nothing was imported: fix these and choose the file again.</Alert.Title>
              <Alert.Description>
                <LongList items={state.problems} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        {state.step === 'preview' || state.step === 'importing' ? (
          <Alert.Root status="info" data-testid="import-preview">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{importHeadline(state.plan, 'preview')}</Alert.Title>
              <Alert.Description>
                <Text fontSize="sm">From {state.sources.join(' and ')}.</Text>
                <ImportDetails plan={state.plan} />
                {state.step === 'importing' ? <ImportProgressBar progress={state.progress} /> : null}
                <HStack gap="3" mt="3">
                  {importAddsSomething(state.plan) ? (
                    <Button colorPalette="accent" size="sm" onClick={() => void confirm()} loading={state.step === 'importing'}>
                      Import
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="sm" onClick={() => setState({ step: 'idle' })} disabled={state.step === 'importing'}>
                    {importAddsSomething(state.plan) ? 'Cancel' : 'Close'}
                  </Button>
                </HStack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        {state.step === 'done' ? (
          <Alert.Root status="success" role="status" data-testid="import-summary">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{importHeadline(state.plan, 'done')}</Alert.Title>
              <Alert.Description>
                <ImportDetails plan={state.plan} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
