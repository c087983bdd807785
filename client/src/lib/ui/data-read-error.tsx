import { PlainAlert } from './plain-alert';

/**
 * What a screen shows instead of its content when a live query of the person's data has failed:
 * never its empty state ("Welcome", "No debts yet"), which would tell someone with years of data
 * that they have none. The signed-in space then replaces the screens with the database's error
 * page (data/database-failed-page.tsx); this covers the render before it does.
 */
export function DataReadError({ error }: { error: Error }) {
  return <PlainAlert status="error" role="alert" title="Your data could not be read" description={error.message || String(error)} />;
}
