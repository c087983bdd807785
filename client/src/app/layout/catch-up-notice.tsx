import { Alert } from '@/lib/ui/alert';
import { useCatchUpUnderWay } from '@/data/use-catch-up';
import { omitFromSnapshot } from '@/start-up/screen-snapshot';
import { banners } from './banners.styles';

/**
 * While a device far behind brings the rest of the person's data from the server (a new device,
 * or one back after a long time away), the screens keep showing what had arrived when it began,
 * so that thousands of documents are not worked out again after every page (data/bulk-writes.ts).
 * Until it is done, balances, totals and dates can be short of the truth: this says so, and goes
 * when everything is here and the screens show it.
 */
export function CatchUpNotice() {
  if (!useCatchUpUnderWay()) return null;
  return (
    // Not in the start-up copy of the screen (start-up/screen-snapshot.ts): it says what is true now.
    <div className={banners.list} {...omitFromSnapshot}>
      <Alert.Root status="info" data-testid="catch-up-notice" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Bringing the rest of your data to this device…</Alert.Title>
          <Alert.Description>Balances, totals and dates here may still change: they are updated as soon as everything has arrived.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </div>
  );
}
