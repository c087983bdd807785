import { DATABASE_NAME } from '@schemas/database-name';

/**
 * Each signed-in person gets a local database of their own: `paydowndb-<uid>`. Signing out closes
 * it, so the next person on the same browser starts from their own data and never sees another's,
 * while changes not yet synced stay safely on the device until their owner signs in again.
 *
 * The name keeps [a-z0-9] as they are; each capital is written as `_` plus its lowercase letter
 * (Firebase uids are mixed-case and IndexedDB names are compared case-sensitively on some systems);
 * any other character, `_` and `-` included, as `-<char code>-`. So the encoding is injective (two
 * uids never share a database) and uses only what RxDB allows in a name (`$` is refused, DB13).
 */
export function databaseNameFor(uid: string): string {
  const encoded = uid.replace(/[^a-z0-9]/g, (char) => (/[A-Z]/.test(char) ? `_${char.toLowerCase()}` : `-${char.charCodeAt(0)}-`));
  return `${DATABASE_NAME}-${encoded}`;
}
