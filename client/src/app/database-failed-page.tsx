import { useLayoutEffect, useState } from 'react';
import { useUid } from '@/lib/auth/use-uid';
import { downloadFile } from '@/lib/download-file';
import { revealLiveScreen } from '@/start-up/screen-snapshot';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Heading } from '@/lib/ui/heading';
import { databaseFailed } from './database-failed-page.styles';
import { databaseNameFor } from '@/data/database-name';
import type { DatabaseFailureProps } from '@/data/database-provider';
import { useSignOut } from '@/data/users/use-sign-out';


/**
 * What the signed-in space shows instead of its screens when the local database cannot be opened
 * or read: never an empty account (a "Welcome" or $0.00 totals would tell someone with years of
 * data that they have none, and they might start entering it again). It says what happened, offers
 * to try again, to export whatever the browser can still read (in the file Settings exports, which
 * Paydown imports), and to sign out. The red box titled "Database Error" carries the error itself
 * (spec §2). The kit's static controls: it can show at a start, before Chakra's runtime loads.
 */
export function DatabaseFailedPage({ error, onRetry }: DatabaseFailureProps) {
  const uid = useUid();
  const { signOut, confirmation } = useSignOut();
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // The start-up copy of the last screen must not stay in front of this page.
  useLayoutEffect(() => revealLiveScreen(), []);

  async function exportReadable() {
    if (!uid) return;
    setExporting(true);
    try {
      // The reader (and Dexie) load only when someone asks for it.
      const { exportStoredDocuments } = await import('@/data/transfer/export-stored-documents');
      const result = await exportStoredDocuments(databaseNameFor(uid), uid);
      if (result.file) downloadFile(result.file.name, result.file.text, 'application/json');
      setStatus({ ok: result.file !== null, text: result.summary });
    } catch (failure) {
      setStatus({ ok: false, text: `The export failed: ${failure instanceof Error ? failure.message : String(failure)}. Nothing was saved.` });
    } finally {
      setExporting(false);
    }
  }

  return (
    <main className={databaseFailed.page} aria-labelledby="database-failed-title">
      <Heading as="h1" size="2xl" id="database-failed-title">
        Paydown cannot open your data on this device
      </Heading>
      <p className={databaseFailed.text}>
        Your debts, payments and plans are kept in this browser’s storage, and it could not be opened or read. Nothing has been deleted, and
        Paydown will not show an empty account in its place. Try again; if it still fails, export what can be read and keep the file: Paydown can
        import it, here or in another browser. Whatever had synced is also kept on the server and comes back when you sign in elsewhere.
      </p>
      <Alert.Root status="error" variant="solid" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Database Error</Alert.Title>
          <Alert.Description className={databaseFailed.error}>{error.message || String(error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <div className={databaseFailed.actions}>
        <Button colorPalette="accent" onClick={onRetry}>
          Try again
        </Button>
        <Button variant="outline" loading={exporting} disabled={!uid} onClick={() => void exportReadable()}>
          Export what can be read
        </Button>
        <Button variant="ghost" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
      <p role="status" className={status && !status.ok ? databaseFailed.failed : undefined}>
        {status?.text ?? ''}
      </p>
      {confirmation}
    </main>
  );
}
