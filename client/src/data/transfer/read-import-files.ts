import type { ImportFile } from './import-files';
import { readCsv } from './read-csv';
import { readJsonExport } from './read-json-export';
import { emptyIncomingData, type IncomingData } from './transfer-data';

export interface ImportRead {
  data: IncomingData;
  /** Everything wrong with the files; when not empty, nothing may be imported. */
  problems: string[];
  /** What was read, for the summary: 'Paydown export of 15 Jan 2026', 'debts.csv'… */
  sources: string[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** 'json', 'csv', or a message saying why the file cannot be imported. */
function typeOf(file: ImportFile): 'json' | 'csv' | string {
  if (file.text.trim() === '') return `${file.name}: the file is empty`;
  // Text files never hold NUL characters; images, PDFs and spreadsheets (.xlsx) do.
  if (file.text.includes('\u0000')) return `${file.name}: this is not a text file. Import a .json or .csv file exported by Paydown.`;
  const extension = extensionOf(file.name);
  if (extension === 'json') return 'json';
  if (extension === 'csv') return 'csv';
  return `${file.name}: Paydown imports the .json or .csv files it exports; "${extension ? `.${extension}` : 'no extension'}" files cannot be imported.`;
}

/**
 * Reads the files a person chose to import: one JSON export, or a debts CSV and/or a payments CSV
 * (together, so payments can link to the debts by id). Nothing is written here; the result is
 * shown as a preview and handed to importData.
 */
export function readImportFiles(files: readonly ImportFile[], now: string): ImportRead {
  const data = emptyIncomingData();
  if (files.length === 0) return { data, problems: ['Choose a file to import.'], sources: [] };
  const types = files.map(typeOf);
  const refused = types.filter((type) => type !== 'json' && type !== 'csv');
  if (refused.length > 0) return { data, problems: refused, sources: [] };
  const jsonCount = types.filter((type) => type === 'json').length;
  if (jsonCount > 1 || (jsonCount === 1 && files.length > 1)) {
    return { data, problems: ['Import one JSON export at a time, or the debts and payments CSV files together.'], sources: [] };
  }

  if (jsonCount === 1) {
    const file = files[0]!;
    const read = readJsonExport(file.name, file.text);
    const source = read.exportedAt ? `${file.name} (exported ${read.exportedAt.slice(0, 10)})` : file.name;
    return { data: read.data, problems: read.problems, sources: [source] };
  }

  const problems: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const read = readCsv(file.name, file.text, { now });
    problems.push(...read.problems);
    if (!read.kind) continue;
    if (seen.has(read.kind)) {
      problems.push(`Choose at most one ${read.kind} CSV file per import (${file.name} is a second one).`);
      continue;
    }
    seen.add(read.kind);
    if (read.kind === 'debts') data.debts.push(...read.documents);
    else data.payments.push(...read.documents);
  }
  return { data, problems, sources: files.map((file) => file.name) };
}
