import { afterEach, expect, test, vi } from 'vitest';
import { standInWorker } from '@/lib/worker-jobs/test-support/stand-in-worker';
import { accountExportText } from '../../../../scripts/bench-support/large-account';
import { exportJsonText } from './export-envelope';
import { planFilesOffThread } from './import-planner';
import { IMPORT_PLANNER_JOBS, planImportFiles, type PlanFilesAnswer, type PlanFilesRequest } from './plan-import-files';
import { readImportFiles } from './read-import-files';
import { emptyTransferData } from './transfer-data';

const NOW = '2026-11-20T09:00:00.000Z';

/** A Worker running the import planner worker's job in this process, copying messages as a real one does. */
function plannerWorker(options: { fails?: boolean } = {}) {
  const stand = standInWorker(IMPORT_PLANNER_JOBS, options);
  vi.stubGlobal('Worker', stand.Worker);
  return stand;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The answer with each distinct id replaced by its order of first appearance, so plans with fresh ids compare. */
function withNumberedIds(answer: PlanFilesAnswer): unknown {
  const numbers = new Map<string, string>();
  const text = JSON.stringify(answer).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
    if (!numbers.has(id)) numbers.set(id, `id-${numbers.size}`);
    return numbers.get(id)!;
  });
  return JSON.parse(text);
}

test('the planner worker reads and plans a file of 100 debts and 10,000 payments as the page would, in one message each way', { timeout: 60_000 }, async () => {
  const stand = plannerWorker();
  const request: PlanFilesRequest = {
    files: [{ name: 'paydown-export.json', text: accountExportText('L') }],
    now: NOW,
    existing: emptyTransferData(),
    uid: 'me',
    ids: 'new',
  };
  const inWorker = await planFilesOffThread(request, () => {
    throw new Error('the worker makes its own ids');
  });
  expect(stand.started).toEqual(['import-planner.worker.ts module import-planner']);
  expect(stand.posted).toHaveLength(1);
  expect(stand.terminated).toBe(1);
  const inPage = planImportFiles(request, () => crypto.randomUUID());
  expect(withNumberedIds(inWorker)).toEqual(withNumberedIds(inPage));
  if ('refused' in inWorker) throw new Error(`refused: ${inWorker.refused.join('; ')}`);
  expect(inWorker.plan.inserts.debts).toHaveLength(100);
  expect(inWorker.plan.inserts.payments).toHaveLength(10_000);
  expect(inWorker.plan.problems).toEqual([]);
  // Fresh ids, every one different, each payment pointing at its imported debt.
  const debtIds = new Set(inWorker.plan.inserts.debts.map((debt) => debt.id));
  expect(new Set(inWorker.plan.inserts.payments.map((payment) => payment.id)).size).toBe(10_000);
  expect(inWorker.plan.inserts.payments.every((payment) => debtIds.has(payment.debtId))).toBe(true);
});

test('a file with problems is refused through the worker with the messages of reading it in the page', async () => {
  const stand = plannerWorker();
  const file = { name: 'backup.json', text: exportJsonText({ ...emptyTransferData(), debts: [{ id: 'd1', name: 'Visa', balance: -5 } as never] }, NOW) };
  const answer = await planFilesOffThread({ files: [file], now: NOW, existing: emptyTransferData(), uid: 'me', ids: 'preview' }, () => 'unused');
  expect(stand.started).toHaveLength(1);
  expect(answer).toEqual({ refused: readImportFiles([file], NOW).problems });
  expect('refused' in answer && answer.refused[0]).toMatch(/^backup\.json, debts #1 \(Visa\): /);
});

test('where no worker can start, the files are read and planned in the page, with the ids it is given', async () => {
  const file = { name: 'debts.csv', text: 'name,type,balance,interestRate,minimumPayment,paymentFrequency\r\nVisa,credit_card,900,19.99,25,monthly\r\n' };
  const request: PlanFilesRequest = { files: [file], now: NOW, existing: emptyTransferData(), uid: 'me', ids: 'new' };
  const expected = planImportFiles(request, () => 'id-1');
  const unstartable = plannerWorker({ fails: true });
  expect(await planFilesOffThread(request, () => 'id-1')).toEqual(expected);
  expect(unstartable.started).toHaveLength(1);
  vi.stubGlobal('Worker', undefined);
  expect(await planFilesOffThread(request, () => 'id-1')).toEqual(expected);
  expect('plan' in expected && expected.plan.inserts.debts.map((debt) => [debt.id, debt.name])).toEqual([['id-1', 'Visa']]);
});
