import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, type PushRow } from '../../../schemas/wire/sync';
import { debtDocument } from '../../test/sync-fixtures';
import type { SyncDocument } from '../storage/sync-store';
import { checkPushedRows } from './check-pushed-rows';
import { buildDocumentValidators } from './document-validators';

const validator = buildDocumentValidators().debts;
const debt = (uid: string, overrides: Record<string, unknown> = {}) => debtDocument(uid, overrides) as SyncDocument;
const refusal = (rows: PushRow[]) => {
  try {
    checkPushedRows('alice', 'debts', rows, validator);
    return null;
  } catch (error) {
    return { statusCode: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
};

describe('checkPushedRows', () => {
  it('passes rows of the user’s own valid documents', () => {
    expect(refusal([{ newDocumentState: debt('alice') }, { newDocumentState: debt('alice'), assumedMasterState: debt('alice') }])).toBeNull();
  });

  it.each([
    ['a new state of another account', [{ newDocumentState: debt('bob') }], 403, /another account/],
    ['an assumed state of another account', [{ newDocumentState: debt('alice'), assumedMasterState: debt('bob') }], 403, /another account/],
    ['a document over the size limit', [{ newDocumentState: debt('alice', { notes: 'x'.repeat(MAX_DOCUMENT_BYTES) }) }], 413, /Document 0 is \d+ bytes/],
    ['a document its schema refuses, in the second row', [{ newDocumentState: debt('alice') }, { newDocumentState: debt('alice', { balance: 'lots' }) }], 400, /^Document 1 of debts: balance must be number/],
  ])('refuses the whole push for %s', (_label, rows, statusCode, message) => {
    const answer = refusal(rows as PushRow[]);
    expect(answer?.statusCode).toBe(statusCode);
    expect(answer?.message).toMatch(message);
  });
});
