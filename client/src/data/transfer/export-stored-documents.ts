import { COLLECTION_NAMES } from '@schemas/index';
import { exportFileName, exportJsonText } from './export-envelope';
import { readStoredDocuments } from './read-stored-documents';
import { countOf } from './transfer-data';

export interface StoredExport {
  /** The file to save (null when nothing could be read). */
  file: { name: string; text: string } | null;
  /** What was saved and what could not be read, in a sentence or two. */
  summary: string;
}

/**
 * The export of whatever the browser still holds of `uid`'s local database, read without RxDB
 * (read-stored-documents.ts), in the envelope Settings exports (export-envelope.ts), so Paydown can
 * import it again, here or into another account.
 */
export async function exportStoredDocuments(databaseName: string, uid: string, now: Date = new Date()): Promise<StoredExport> {
  const read = await readStoredDocuments(databaseName, uid);
  const counts = COLLECTION_NAMES.filter((name) => read.data[name].length > 0).map((name) => countOf(name, read.data[name].length));
  const unreadable = read.unreadable.map(({ collection, error }) => ` Could not read the ${collection}: ${error}.`).join('');
  if (counts.length === 0) return { file: null, summary: `Nothing could be read from this device’s storage.${unreadable}` };
  const name = exportFileName('export', now, 'json');
  return { file: { name, text: exportJsonText(read.data, now.toISOString(), read.versions) }, summary: `Saved ${name}: ${counts.join(', ')}.${unreadable}` };
}
