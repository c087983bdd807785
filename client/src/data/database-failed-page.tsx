import { useLayoutEffect, useState } from 'react';
import { useUid } from '@/lib/auth/use-uid';
import { downloadFile } from '@/lib/download-file';
import { revealLiveScreen } from '@/start-up/screen-snapshot';
import { PlainAlert } from '@/lib/ui/plain-alert';
import { PlainButton } from '@/lib/ui/plain-button';
import { databaseNameFor } from './database-name';
import { useSignOut } from './users/use-sign-out';
import './database-failed-page.css';

export interface DatabaseFailedPageProps {
  error: Error;
  /** Opens the database again. */
  onRetry: () => void;
}

/**
 * What the signed-in space shows instead of its screens when the local database cannot be opened
 * or read: never an empty account (a "Welcome" or $0.00 totals would tell someone with years of
 * data that they have none, and they might start entering it again). It says what happened, offers
 * to try again, to export whatever the browser can still read (in the file Settings exports, which
 * Paydown imports), and to sign out. The red box titled "Database Error" carries the error itself
 * (spec §2). Plain elements and static CSS: it can show at a start, before Chakra's runtime loads.
 */
export function DatabaseFailedPage({ error, onRetry }: DatabaseFailedPageProps) {
  const uid = useUid();
  const signOut = useSignOut();
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // The start-up copy of the last screen must not stay in front of this page.
  useLayoutEffect(() => revealLiveScreen(), []);

  async function exportReadable() {
    if (!uid) return;
    setExporting(true);
    try {
      // The reader (and Dexie) load only when someone asks for it.
      const { exportStoredDocuments } = await import('./transfer/export-stored-documents');
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
    <main className="database-failed" aria-labelledby="database-failed-title">
      <h1 className="database-failed__title" id="database-failed-title">
        Paydown cannot open your data on this device
      </h1>
      <p className="database-failed__text">
        Your debts, payments and plans are kept in this browser’s storage, and it could not be opened or read. Nothing has been deleted, and
        Paydown will not show an empty account in its place. Try again; if it still fails, export what can be read and keep the file: Paydown can
        import it, here or in another browser. Whatever had synced is also kept on the server and comes back when you sign in elsewhere.
      </p>
      <PlainAlert status="error" solid role="alert" title="Database Error" description={error.message || String(error)} />
      <div className="database-failed__actions">
        <PlainButton variant="solid" onClick={onRetry}>
          Try again
        </PlainButton>
        <PlainButton variant="outline" busy={exporting} disabled={!uid} onClick={() => void exportReadable()}>
          Export what can be read
        </PlainButton>
        <PlainButton variant="ghost" onClick={() => void signOut()}>
          Sign out
        </PlainButton>
      </div>
      <p role="status" className={status && !status.ok ? 'database-failed__status--error' : undefined}>
        {status?.text ?? ''}
      </p>
    </main>
  );
}
