import { foldProblem, type CrdtLog } from '../../../schemas/crdt-history';
import { MAX_DOCUMENT_BYTES, type PushRow } from '../../../schemas/wire/sync';
import { httpError } from '../errors/http-error';
import type { DocumentValidator } from './document-validators';
import { pushedDocumentBytes } from './pushed-document-bytes';

/** The refusal of a push naming another account's document (also used when the store finds one). */
export const foreignDocument = () => httpError(403, 'A pushed document carries another account’s uid');

/**
 * The checks of a push's rows before anything is written, in row order, each a refusal of the
 * whole push: a state naming another account (403; docs/sync.md, "Scoping"), a document over
 * MAX_DOCUMENT_BYTES (413), a document its collection's schema refuses (400, naming the field),
 * a document whose history fold row is malformed (400, naming the log row: only the server folds,
 * and its fold and every device's merge read that row, so it must be one the server could have written).
 */
export function checkPushedRows(uid: string, collection: string, rows: readonly PushRow[], validator: DocumentValidator): void {
  for (const [index, row] of rows.entries()) {
    for (const state of [row.newDocumentState, row.assumedMasterState]) {
      if (state && state.uid !== uid) throw foreignDocument();
    }
    const size = pushedDocumentBytes(row.newDocumentState);
    if (size > MAX_DOCUMENT_BYTES) throw httpError(413, `Document ${index} is ${size} bytes; the limit is ${MAX_DOCUMENT_BYTES}`);
    const problem = validator.check(row.newDocumentState);
    if (problem) throw httpError(400, `Document ${index} of ${collection}: ${problem}`);
    const operations = (row.newDocumentState.crdts as CrdtLog | undefined)?.operations;
    const history = Array.isArray(operations) ? foldProblem(operations) : undefined;
    if (history) throw httpError(400, `Document ${index} of ${collection}: ${history}`);
  }
}
