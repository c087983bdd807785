/**
 * The IndexedDB database name. RxDB only accepts lowercase names (`^[a-z][_$a-z0-9\-]*$`), so the
 * spec's `PaydownDB` is stored as `paydowndb`; the screens show DATABASE_DISPLAY_NAME.
 *
 * A file of its own (re-exported by index.ts) so the first screen can name the database without
 * pulling every collection schema into its bundle.
 */
export const DATABASE_NAME = 'paydowndb';
export const DATABASE_DISPLAY_NAME = 'PaydownDB';
