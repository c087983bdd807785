import { Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { DataContext } from '@/data/data-context';
import { deleteAllData, type DeletedData } from '@/data/transfer/delete-all-data';
import { countOf } from '@/data/transfer/transfer-data';
import { SettingsSection } from './settings-section';
import { useServerErase, type ServerEraseOutcome } from './use-server-erase';
import { AlertDialogFrame } from '@/lib/ui/alert-dialog-frame';
import { Button } from '@/lib/ui/button';
import { settings } from './settings.styles';

/** The word typed to confirm: a deliberate act, not a stray click on a dialog button. */
export const CONFIRM_WORD = 'DELETE';

function deletedSummary(result: DeletedData): string {
  const counts = (['debts', 'payments', 'strategies', 'amortizationTables'] as const)
    .filter((name) => result.deleted[name] > 0)
    .map((name) => countOf(name, result.deleted[name]));
  if (result.goalsReset) counts.push('your goals');
  if (result.profileCleared) counts.push('your profile details');
  return counts.length === 0 ? 'There was nothing to delete.' : `Deleted ${counts.join(', ')}.`;
}

const AFTER: Record<ServerEraseOutcome, string> = {
  erased: 'Removed from the server too; your other devices remove it the next time they sync.',
  later: 'Deleted on this device. The deletion reaches the server and your other devices when you are back online; open Settings then to finish removing it from the server.',
};

/** "Delete all my data", behind a dialog that says what goes and asks for the confirming word. */
export function DeleteData({ ctx }: { ctx: DataContext }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { eraseNow } = useServerErase(ctx.uid);

  async function confirm() {
    setBusy(true);
    const result = await deleteAllData(ctx);
    if (!result.success) {
      setBusy(false);
      setOutcome({ ok: false, text: `Your data could not be deleted: ${result.error}. Nothing else was changed; try again.` });
      setOpen(false);
      return;
    }
    setOutcome({ ok: true, text: `${deletedSummary(result.data)} Removing it from the server…` });
    setOpen(false);
    setTyped('');
    const erased = await eraseNow();
    setBusy(false);
    setOutcome({ ok: true, text: `${deletedSummary(result.data)} ${AFTER[erased]}` });
  }

  return (
    <SettingsSection tone="danger" title="Delete all my data" description="Debts, payments, strategies, saved schedules, goals and profile details, on every device.">
      <Stack gap="3">
        <Button colorPalette="red" variant="outline" className={settings.action} onClick={() => setOpen(true)} loading={busy}>
          <Trash2Icon /> Delete all my data…
        </Button>
        <Text role={outcome && !outcome.ok ? 'alert' : 'status'} fontSize="sm" color={outcome?.ok === false ? 'fg.error' : undefined} data-testid="delete-outcome">
          {outcome?.text ?? ''}
        </Text>
      </Stack>
      <AlertDialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title="Delete all your data?"
        busy={busy}
        closeButton
        action={
          <Button colorPalette="red" disabled={typed.trim() !== CONFIRM_WORD} loading={busy} onClick={() => void confirm()}>
            Delete everything
          </Button>
        }
      >
        <Stack gap="3">
          <Text>This deletes, on this device, on the server and on your other devices:</Text>
          <List.Root ps="5">
            <List.Item>every debt and payment,</List.Item>
            <List.Item>your strategies and saved payoff schedules,</List.Item>
            <List.Item>your goals and profile details (name, phone, photo).</List.Item>
          </List.Root>
          <Text>
            Your account and your subscription stay. This cannot be undone: export your data first if you may want it back.
          </Text>
          <Field.Root>
            <Field.Label>Type {CONFIRM_WORD} to confirm</Field.Label>
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </Field.Root>
        </Stack>
      </AlertDialogFrame>
    </SettingsSection>
  );
}
