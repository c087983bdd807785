import { HStack, Icon, Text } from '@chakra-ui/react';
import { CloudIcon, CloudAlertIcon, CloudOffIcon, RefreshCwIcon } from 'lucide-react';
import { useSync } from '@/data/sync/sync-context';
import type { SyncPhase } from '@/data/sync/sync-status';

const looks: Record<SyncPhase, { label: string; icon: typeof CloudIcon; color: string }> = {
  synced: { label: 'Synced', icon: CloudIcon, color: 'fg.success' },
  syncing: { label: 'Syncing…', icon: RefreshCwIcon, color: 'fg.muted' },
  offline: { label: 'Offline', icon: CloudOffIcon, color: 'fg.warning' },
  error: { label: 'Sync error', icon: CloudAlertIcon, color: 'fg.error' },
  paused: { label: 'Sync paused', icon: CloudOffIcon, color: 'fg.muted' },
};

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The small sync indicator in the header: state, and when everything last reached the server. */
export function SyncStatusBadge() {
  const { status } = useSync();
  const look = looks[status.phase];
  const last = status.lastSyncedAt ? new Date(status.lastSyncedAt) : null;
  const lastText = last ? `last synced ${dateTime.format(last)}` : 'not synced yet';
  const description = `${look.label}${status.message ? ` — ${status.message}` : ''} (${lastText})`;
  return (
    <HStack gap="1.5" color={look.color} title={description} aria-label={description} role="status" data-testid="sync-status" data-phase={status.phase}>
      <Icon as={look.icon} boxSize="4" aria-hidden />
      <Text as="span" fontSize="xs" display={{ base: 'none', sm: 'inline' }}>
        {status.phase === 'synced' && last ? `Synced ${time.format(last)}` : look.label}
      </Text>
    </HStack>
  );
}
