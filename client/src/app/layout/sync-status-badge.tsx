import { CloudIcon, CloudAlertIcon, CloudOffIcon, RefreshCwIcon } from 'lucide-react';
import { useSync } from '@/data/sync/sync-context';
import { blankInSnapshot } from '@/lib/screen-snapshot/screen-snapshot';
import type { SyncPhase } from '@/data/sync/sync-status';

// The colour of each state is in frame.css, by data-phase.
const looks: Record<SyncPhase, { label: string; icon: typeof CloudIcon }> = {
  synced: { label: 'Synced', icon: CloudIcon },
  syncing: { label: 'Syncing…', icon: RefreshCwIcon },
  offline: { label: 'Offline', icon: CloudOffIcon },
  error: { label: 'Sync error', icon: CloudAlertIcon },
  paused: { label: 'Sync paused', icon: CloudOffIcon },
};

let formats: { time: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } | null = null;
/**
 * Made on first use, not when the module loads: a page's first Intl.DateTimeFormat sets up ICU's
 * date formatting, about 130 ms of a 4x-throttled phone CPU, which a start that shows "Syncing…"
 * (nothing synced yet on this page) need not pay before its first screen.
 */
const dateFormats = () =>
  (formats ??= {
    time: new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }),
    dateTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  });

/** The small sync indicator in the header: state, and when everything last reached the server. */
export function SyncStatusBadge() {
  const { status } = useSync();
  const look = looks[status.phase];
  const last = status.lastSyncedAt ? new Date(status.lastSyncedAt) : null;
  const lastText = last ? `last synced ${dateFormats().dateTime.format(last)}` : 'not synced yet';
  const description = `${look.label}${status.message ? ` — ${status.message}` : ''} (${lastText})`;
  return (
    <div
      className="sync-status"
      title={description}
      aria-label={description}
      role="status"
      data-testid="sync-status"
      data-phase={status.phase}
      // The copy of the screen painted at the next start keeps its room, not its state (no longer true then).
      {...blankInSnapshot}
    >
      <look.icon aria-hidden />
      <span className="sync-status__label">{status.phase === 'synced' && last ? `Synced ${dateFormats().time.format(last)}` : look.label}</span>
    </div>
  );
}
