import { format } from 'date-fns';
import { CloudIcon, CloudAlertIcon, CloudOffIcon, RefreshCwIcon } from 'lucide-react';
import { useSync, type SyncPhase, type SyncProblem } from '@/data/cloud-sync';
import { blankInSnapshot } from '@/start-up/screen-snapshot';
import { frame } from './frame.styles';

// The colour of each state is in frame.styles.ts, by data-phase.
const looks: Record<SyncPhase, { label: string; icon: typeof CloudIcon }> = {
  synced: { label: 'Synced', icon: CloudIcon },
  syncing: { label: 'Syncing…', icon: RefreshCwIcon },
  offline: { label: 'Offline', icon: CloudOffIcon },
  error: { label: 'Sync error', icon: CloudAlertIcon },
  paused: { label: 'Sync paused', icon: CloudOffIcon },
};

/** Why sync is failing, in plain words (sync reports a code, see data/cloud-sync.ts). */
export function problemText(problem: SyncProblem): string {
  switch (problem.kind) {
    case 'session-expired':
      return 'Your session has expired. Sign out and sign in again to sync.';
    case 'outdated':
      return 'A newer version of Paydown is needed to sync. Update the app.';
    case 'slowed-down':
      return 'The server asked Paydown to slow down. Sync goes on by itself in a moment.';
    case 'not-started':
      return 'Sync could not start. Reload the app to try again.';
    case 'refused':
      return problem.detail ? `The server refused a change (${problem.detail}).` : 'The server refused a change.';
  }
}

/**
 * Times in date-fns's English, as every other date of the app (lib/calendar-month.ts), not through
 * Intl.DateTimeFormat: a page's first one sets up ICU's date formatting, 60 to 130 ms of a
 * 4x-throttled phone CPU, which a start would pay when its first sync completes.
 */
const timeLabel = (date: Date) => format(date, 'p'); // 4:35 PM
const dateTimeLabel = (date: Date) => format(date, 'PPp'); // Nov 22, 2026, 4:35 PM

/** The small sync indicator in the header: state, and when everything last reached the server. */
export function SyncStatusBadge() {
  const { status } = useSync();
  const look = looks[status.phase];
  const last = status.lastSyncedAt ? new Date(status.lastSyncedAt) : null;
  const lastText = last ? `last synced ${dateTimeLabel(last)}` : 'not synced yet';
  const description = `${look.label}${status.problem ? ` — ${problemText(status.problem)}` : ''} (${lastText})`;
  return (
    <div
      className={frame.syncStatus}
      title={description}
      aria-label={description}
      role="status"
      data-testid="sync-status"
      data-phase={status.phase}
      // The copy of the screen painted at the next start keeps its room, not its state (no longer true then).
      {...blankInSnapshot}
    >
      <look.icon aria-hidden />
      <span className={frame.syncLabel}>{status.phase === 'synced' && last ? `Synced ${timeLabel(last)}` : look.label}</span>
    </div>
  );
}
