import { dayLabel } from '@/lib/calendar-month';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { dismissLateEdits, type LateEdit } from '@/data/history/late-edits';
import { useLateEdits } from '@/data/history/use-late-edits';
import { banners } from './banners.styles';

const KINDS: Record<string, [string, string]> = {
  debts: ['debt', 'debts'],
  payments: ['payment', 'payments'],
  strategies: ['saved plan', 'saved plans'],
  amortizationTables: ['saved schedule', 'saved schedules'],
  users: ['your profile', 'your profile'],
  subscriptions: ['your subscription', 'your subscription'],
  financialGoals: ['your goals', 'your goals'],
};

/** 'Mar 5, 2026' or 'Mar 5, 2026 and Apr 2, 2026' or 'Mar 5, 2026 to Apr 2, 2026'. */
function days(edits: readonly LateEdit[]): string {
  const labels = [...new Set(edits.flatMap((edit) => edit.madeAt).sort((a, b) => a - b).map((time) => dayLabel(new Date(time).toISOString())))];
  if (labels.length === 1) return labels[0]!;
  return `${labels[0]} ${labels.length === 2 ? 'and' : 'to'} ${labels.at(-1)}`;
}

/** 'a debt and 2 payments' */
function touched(edits: readonly LateEdit[]): string {
  const counts = new Map<string, number>();
  for (const edit of edits) counts.set(edit.collection, (counts.get(edit.collection) ?? 0) + 1);
  const parts = [...counts].map(([collection, n]) => {
    const [one, many] = KINDS[collection] ?? ['item', 'items'];
    if (one.startsWith('your ')) return one;
    return n === 1 ? `a ${one}` : `${n} ${many}`;
  });
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Changes this device made offline long ago reach the server after it had folded the history they
 * belonged to (docs/sync.md, "Bounded history"). They are not lost: they are applied now, after the
 * changes other devices made meanwhile, so they may override those. This says so, once, until dismissed.
 */
export function LateEditsNotice() {
  const edits = useLateEdits();
  if (edits.length === 0) return null;
  return (
    <Alert.Root status="info" data-testid="late-edits-notice" role="status" className={banners.actionCard}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Changes made offline on {days(edits)} were applied now</Alert.Title>
        <Alert.Description>
          They touched {touched(edits)}, and were applied after changes from your other devices. Check that they still say what you want.
        </Alert.Description>
      </Alert.Content>
      <div className={banners.actions}>
        <Button size="sm" variant="ghost" onClick={dismissLateEdits}>
          Dismiss
        </Button>
      </div>
    </Alert.Root>
  );
}
