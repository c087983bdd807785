/** One file chosen for an import, as text. */
export interface ImportFile {
  name: string;
  text: string;
}

/** Files chosen for an import, with the moment they were read (CSV rows without dates are stamped with it). */
export interface ImportFiles {
  files: ImportFile[];
  now: string;
}

/** Imports bigger than this are refused before reading (an export of years of payments is a few MB). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
