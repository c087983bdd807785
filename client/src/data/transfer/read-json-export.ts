import { COLLECTION_NAMES, DATA_MODEL_VERSION, type CollectionName } from '@schemas/index';
import { checkDocument } from './document-validators';
import { EXPORT_APP_NAME, currentCollectionVersions } from './export-envelope';
import { emptyIncomingData, type IncomingData } from './transfer-data';

export interface JsonRead {
  data: IncomingData;
  problems: string[];
  exportedAt?: string;
}

/**
 * The oldest data model whose files this Paydown reads. Data model 13 only added optional fields
 * (users' reminders) and 14 none (folded histories, which exports do not carry), so a file of data
 * model 12 holds documents that are valid today as they are.
 */
export const OLDEST_READABLE_DATA_MODEL = 12;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const NEWER = (found: string) =>
  `this file comes from a newer version of Paydown (${found}; this app reads data model ${DATA_MODEL_VERSION}). Update Paydown, then import the file again.`;

/** The envelope's problems (not Paydown, wrong version, no collections); [] when it can be read. */
function envelopeProblems(file: Record<string, unknown>): string[] {
  if (file.app !== EXPORT_APP_NAME || !('collections' in file)) {
    return ['this JSON file is not a Paydown export (it has no "app": "Paydown" header and "collections")'];
  }
  const version = file.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) return ['schemaVersion must be a whole number'];
  if (version > DATA_MODEL_VERSION) return [NEWER(`data model ${version}`)];
  if (version < OLDEST_READABLE_DATA_MODEL) {
    return [`this file uses data model ${version}, which this version of Paydown cannot read (it reads ${DATA_MODEL_VERSION})`];
  }
  const problems: string[] = [];
  const current = currentCollectionVersions();
  if (file.collectionVersions !== undefined && !isObject(file.collectionVersions)) problems.push('collectionVersions must be an object');
  const versions = isObject(file.collectionVersions) ? file.collectionVersions : {};
  for (const [name, found] of Object.entries(versions)) {
    const known = current[name as CollectionName];
    if (known === undefined) continue; // reported below as an unknown collection, if it holds documents
    if (typeof found !== 'number' || found > known) problems.push(NEWER(`${name} version ${String(found)}`));
  }
  if (!isObject(file.collections)) problems.push('"collections" must be an object of lists');
  return problems;
}

/**
 * Reads a JSON export: the envelope first (a file from a newer Paydown is refused with a clear
 * message, never half-read), then every document against its collection's schema. Problems name
 * the file, the collection, the document's position and name, and the field.
 */
export function readJsonExport(fileName: string, text: string): JsonRead {
  const data = emptyIncomingData();
  let file: unknown;
  try {
    file = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { data, problems: [`${fileName}: this is not valid JSON (${(error as Error).message})`] };
  }
  if (!isObject(file)) return { data, problems: [`${fileName}: this JSON file is not a Paydown export`] };
  const envelope = envelopeProblems(file);
  if (envelope.length > 0) return { data, problems: envelope.map((problem) => `${fileName}: ${problem}`) };

  const collections = file.collections as Record<string, unknown>;
  const problems: string[] = [];
  for (const [name, documents] of Object.entries(collections)) {
    if (!(COLLECTION_NAMES as string[]).includes(name)) {
      problems.push(`${fileName}: unknown collection "${name}"; a Paydown export has ${COLLECTION_NAMES.join(', ')}`);
      continue;
    }
    const collection = name as CollectionName;
    if (!Array.isArray(documents)) {
      problems.push(`${fileName}: "${collection}" must be a list of documents`);
      continue;
    }
    documents.forEach((candidate: unknown, index) => {
      const label = isObject(candidate) && typeof candidate.name === 'string' && candidate.name.trim() ? ` (${candidate.name})` : '';
      const where = `${fileName}, ${collection} #${index + 1}${label}`;
      if (!isObject(candidate)) {
        problems.push(`${where}: must be an object`);
        return;
      }
      const checked = checkDocument(collection, candidate);
      if (checked.ok) (data[collection] as { doc: unknown; where: string }[]).push({ doc: checked.value, where });
      else problems.push(...checked.problems.map((problem) => `${where}: ${problem}`));
    });
  }
  return { data, problems, ...(typeof file.exportedAt === 'string' ? { exportedAt: file.exportedAt } : {}) };
}
