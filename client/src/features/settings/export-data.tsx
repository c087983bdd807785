import { HStack, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import type { DataContext } from '@/data/data-context';
import { collectUserData } from '@/data/transfer/collect-user-data';
import { exportFileName, exportJsonText } from '@/data/transfer/export-envelope';
import { countOf } from '@/data/transfer/transfer-data';
import { debtsCsv, paymentsCsv } from '@/data/transfer/write-csv';
import { downloadFile } from '@/lib/download-file';
import { SettingsSection } from './settings-section';
import { Button } from '@/lib/ui/button';

type ExportKind = 'json' | 'debts' | 'payments';

/**
 * Downloads: everything as one JSON file (all seven collections, for a backup or another account),
 * or debts and payments as two CSV files for a spreadsheet. Two files rather than one archive:
 * each opens directly in any spreadsheet, no zip library is needed, and one click saves one file
 * (browsers ask before a page saves several at once).
 */
export function ExportData({ ctx }: { ctx: DataContext }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<ExportKind | null>(null);

  async function run(kind: ExportKind) {
    setBusy(kind);
    try {
      const data = await collectUserData(ctx);
      const now = new Date();
      if (kind === 'json') {
        const name = exportFileName('export', now, 'json');
        downloadFile(name, exportJsonText(data, now.toISOString()), 'application/json');
        const counts = [countOf('debts', data.debts.length), countOf('payments', data.payments.length), countOf('strategies', data.strategies.length)];
        setStatus({ ok: true, text: `Saved ${name}: ${counts.join(', ')}, your goals, profile and settings.` });
      } else if (kind === 'debts') {
        const name = exportFileName('debts', now, 'csv');
        downloadFile(name, debtsCsv(data.debts), 'text/csv');
        setStatus({ ok: true, text: `Saved ${name}: ${countOf('debts', data.debts.length)}.` });
      } else {
        const name = exportFileName('payments', now, 'csv');
        downloadFile(name, paymentsCsv(data.payments, data.debts), 'text/csv');
        setStatus({ ok: true, text: `Saved ${name}: ${countOf('payments', data.payments.length)}.` });
      }
    } catch (error) {
      setStatus({ ok: false, text: `The export failed: ${error instanceof Error ? error.message : String(error)}. Nothing was saved.` });
    } finally {
      setBusy(null);
    }
  }

  return (
    <SettingsSection title="Export your data" description="A copy of everything you keep in Paydown, saved on this device.">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="accent" onClick={() => void run('json')} loading={busy === 'json'}>
            <DownloadIcon /> Everything (JSON)
          </Button>
          <Button variant="outline" onClick={() => void run('debts')} loading={busy === 'debts'}>
            <DownloadIcon /> Debts (CSV)
          </Button>
          <Button variant="outline" onClick={() => void run('payments')} loading={busy === 'payments'}>
            <DownloadIcon /> Payments (CSV)
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          The JSON file can be imported back into Paydown, into this account or another. The CSV files open in any spreadsheet and can be imported too.
        </Text>
        <Text role={status && !status.ok ? 'alert' : 'status'} fontSize="sm" color={status?.ok === false ? 'fg.error' : undefined}>
          {status?.text ?? ''}
        </Text>
      </Stack>
    </SettingsSection>
  );
}
