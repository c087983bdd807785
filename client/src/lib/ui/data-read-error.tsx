import { Alert } from './alert';

/**
 * What a screen shows instead of its content when a live query of the person's data has failed:
 * never its empty state ("Welcome", "No debts yet"), which would tell someone with years of data
 * that they have none. The signed-in space then replaces the screens with the database's error
 * page (app/database-failed-page.tsx); this covers the render before it does.
 */
export function DataReadError({ error }: { error: Error }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your data could not be read</Alert.Title>
        <Alert.Description>{error.message || String(error)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
