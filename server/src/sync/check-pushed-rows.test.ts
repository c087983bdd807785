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

const PREFIX = 'paydown-history|';
const set = { ifMatch: { $set: { name: 'Visa card' } } };
const fold = (description: string, body: object[] = [set]) => ({ creator: PREFIX + description, time: 5, body });
const withLog = (operations: object[][]) => debt('alice', { crdts: { operations, hash: '0123456789abcdef' } });
const edit = { creator: 'device-token', time: 6, body: [set] };

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

  it('passes a document whose first row is a well-formed history fold', () => {
    expect(refusal([{ newDocumentState: withLog([[fold('{"rows":3,"through":{"device-token":2}}')], [edit]]) }])).toBeNull();
  });

  it.each([
    ['a fold creator that is not JSON', [[fold('{rows:3')]], /log row 0: the history fold is malformed: its creator is not a fold description \(not JSON\)/],
    ['a fold creator that is JSON but not an object', [[fold('[3]')]], /not a fold description \(not an object\)/],
    ['rows that is not an integer', [[fold('{"rows":2.5,"through":{}}')]], /`rows` must be an integer of at least 2/],
    ['rows below 2', [[fold('{"rows":1,"through":{}}')]], /`rows` must be an integer of at least 2/],
    ['rows as a string', [[fold('{"rows":"3","through":{}}')]], /`rows` must be an integer of at least 2/],
    ['a missing through', [[fold('{"rows":3}')]], /`through` must be an object/],
    ['a through beyond the folded rows', [[fold('{"rows":3,"through":{"a":3}}')]], /`through` of "a" must be an integer from 0 to 2/],
    ['a negative through', [[fold('{"rows":3,"through":{"a":-1}}')]], /`through` of "a" must be an integer from 0 to 2/],
    ['a through that is not a number', [[fold('{"rows":3,"through":{"a":"1"}}')]], /`through` of "a" must be an integer/],
    ['a fold row with a second operation', [[fold('{"rows":3,"through":{}}'), edit]], /log row 0: a history fold must be the only operation of its row \(it has 2\)/],
    ['a fold below the first row', [[edit], [fold('{"rows":3,"through":{}}')]], /log row 1: a history fold may only be the log's first row/],
    ['a fold whose body is not one $set', [[fold('{"rows":3,"through":{}}', [{ ifMatch: { $unset: { name: '' } } }])]], /its body must be one `\$set` of the folded state/],
    ['a fold with two bodies', [[fold('{"rows":3,"through":{}}', [set, set])]], /its body must be one `\$set`/],
  ])('refuses with a 400 naming the row a document with %s', (_label, operations, message) => {
    const answer = refusal([{ newDocumentState: debt('alice') }, { newDocumentState: withLog(operations) }]);
    expect(answer?.statusCode).toBe(400);
    expect(answer?.message).toMatch(/^Document 1 of debts: /);
    expect(answer?.message).toMatch(message);
  });
});
