import { PlainAlert } from '@/lib/ui/plain-alert';
import './database-error-box.css';

export interface DatabaseErrorBoxProps {
  error: Error | string;
}

/**
 * The red box of spec §2 shown when the local database cannot be opened: titled "Database Error",
 * with the error text. The rest of the app keeps rendering under it. Plain (no Chakra): it can
 * show above the dashboard, which starts without Chakra's runtime.
 */
export function DatabaseErrorBox({ error }: DatabaseErrorBoxProps) {
  const text = typeof error === 'string' ? error : error.message || String(error);
  return <PlainAlert status="error" solid role="alert" className="database-error" title="Database Error" description={text} />;
}
