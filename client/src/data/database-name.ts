import { DATABASE_NAME } from '@schemas/index';

/**
 * Each signed-in person gets a local database of their own: `paydowndb-<uid>`. Signing out closes
 * it, so the next person on the same browser starts from their own data and never sees another's,
 * while changes not yet synced stay safely on the device until their owner signs in again.
 *
 * RxDB names must be lowercase; Firebase uids are mixed-case, so each capital is written as `_`
 * plus its lowercase letter (an injective encoding: two uids never share a database).
 */
export function databaseNameFor(uid: string): string {
  const encoded = uid.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/[^a-z0-9_]/g, (char) => `$${char.charCodeAt(0)}`);
  return `${DATABASE_NAME}-${encoded}`;
}
