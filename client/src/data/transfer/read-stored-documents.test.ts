import { closeTestDatabases, testContext } from '../test-support/test-database';
import { afterEach, expect, test } from 'vitest';
import { createDatabase } from '../create-database';
import { databaseNameFor } from '../database-name';
import type { PaydownDatabase } from '../paydown-database';
import { deletePayment } from '../payments/delete-payment';
import { collectUserData } from './collect-user-data';
import { currentCollectionVersions } from './export-envelope';
import { exportStoredDocuments } from './export-stored-documents';
import { readJsonExport } from './read-json-export';
import { readStoredDocuments } from './read-stored-documents';
import { seedAccount } from './test-support/seed-account';

// Databases named as the app names them (per uid), removed after each test.
const names: string[] = [];
async function openAs(uid: string): Promise<PaydownDatabase> {
  const name = databaseNameFor(uid);
  names.push(name);
  return createDatabase({ name, multiInstance: false });
}

afterEach(async () => {
  await closeTestDatabases();
  for (const name of names.splice(0)) await (await createDatabase({ name, multiInstance: false })).remove();
});

test('reads every live document straight from IndexedDB, exactly as collectUserData reads them through RxDB', async () => {
  const db = await openAs('Ada-1');
  const ctx = testContext(db, 'Ada-1');
  const { payments } = await seedAccount(ctx);
  const deleted = await deletePayment(ctx, payments[1]!.id);
  expect(deleted.success).toBe(true);
  const throughRxdb = await collectUserData(ctx);
  // The database is closed, as when it cannot be opened: only IndexedDB is read.
  await db.close();

  const read = await readStoredDocuments(databaseNameFor('Ada-1'), 'Ada-1');
  expect(read.unreadable).toEqual([]);
  expect(read.versions).toEqual(currentCollectionVersions());
  expect(read.data).toEqual(throughRxdb);
  expect(read.data.debts).toHaveLength(5);
  // The deleted payment (a tombstone in storage) is not exported.
  expect(read.data.payments.map((payment) => payment.id)).not.toContain(payments[1]!.id);
  expect(read.data.payments).toHaveLength(3);
});

test('the export is the envelope Settings saves, which Paydown imports', async () => {
  const db = await openAs('ada');
  await seedAccount(testContext(db, 'ada'));
  await db.close();

  const exported = await exportStoredDocuments(databaseNameFor('ada'), 'ada', new Date(2026, 2, 5, 12));
  expect(exported.summary).toBe(
    'Saved paydown-export-2026-03-05.json: 1 profile, 1 subscription, 5 debts, 4 payments, 1 strategy, 1 saved schedule, 1 goals record.',
  );
  const back = readJsonExport(exported.file!.name, exported.file!.text);
  expect(back.problems).toEqual([]);
  expect(back.data.debts.map((entry) => entry.doc.name)).toHaveLength(5);
  expect(back.data.payments).toHaveLength(4);
});

test('another person’s database is not read, and with nothing stored nothing is saved', async () => {
  const db = await openAs('someone-else');
  await seedAccount(testContext(db, 'someone-else'));
  await db.close();

  const nothing = await exportStoredDocuments(databaseNameFor('ada'), 'ada');
  expect(nothing).toEqual({ file: null, summary: 'Nothing could be read from this device’s storage.' });
  expect((await readStoredDocuments(databaseNameFor('someone'), 'someone')).data.debts).toEqual([]);
});
