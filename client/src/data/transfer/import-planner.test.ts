import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { accountExportText } from '../../../../scripts/bench-support/large-account';
import { exportJsonText } from './export-envelope';
import { planFilesOffThread, type PlannerMessage } from './import-planner';
import { planImportFiles, type PlanFilesAnswer, type PlanFilesRequest } from './plan-import-files';
import { readImportFiles } from './read-import-files';
import { emptyTransferData } from './transfer-data';

const NOW = '2026-11-20T09:00:00.000Z';

/** The worker module's scope: what it answers goes to `answer`. */
const scope: { onmessage: ((event: { data: PlanFilesRequest }) => void) | null; postMessage: (message: PlannerMessage) => void } = {
  onmessage: null,
  postMessage: () => {},
};

/**
 * A Worker running import-planner.worker.ts in this process, with what a real one does to the
 * messages: each crosses by structured clone, and arrives in a task of its own.
 */
class InProcessWorker {
  static started: string[] = [];
  onmessage: ((event: { data: PlannerMessage }) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: Event) => void) | null = null;
  constructor(url: URL, options: WorkerOptions) {
    InProcessWorker.started.push(`${url.pathname.split('/').at(-1)} ${options.type}`);
  }
  postMessage(request: PlanFilesRequest) {
    setTimeout(() => {
      scope.postMessage = (message) => setTimeout(() => this.onmessage?.({ data: structuredClone(message) }));
      scope.onmessage!({ data: structuredClone(request) });
    });
  }
  terminate() {}
}

/** A Worker whose script cannot load, as in a browser without module workers. */
class UnstartableWorker extends InProcessWorker {
  override postMessage() {
    setTimeout(() => this.onerror?.(new Event('error', { cancelable: true })));
  }
}

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('./import-planner.worker');
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
  InProcessWorker.started = [];
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
  vi.stubGlobal('Worker', InProcessWorker);
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
  expect(InProcessWorker.started).toEqual(['import-planner.worker.ts module']);
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
  vi.stubGlobal('Worker', InProcessWorker);
  const file = { name: 'backup.json', text: exportJsonText({ ...emptyTransferData(), debts: [{ id: 'd1', name: 'Visa', balance: -5 } as never] }, NOW) };
  const answer = await planFilesOffThread({ files: [file], now: NOW, existing: emptyTransferData(), uid: 'me', ids: 'preview' }, () => 'unused');
  expect(InProcessWorker.started).toHaveLength(1);
  expect(answer).toEqual({ refused: readImportFiles([file], NOW).problems });
  expect('refused' in answer && answer.refused[0]).toMatch(/^backup\.json, debts #1 \(Visa\): /);
});

test('where no worker can start, the files are read and planned in the page, with the ids it is given', async () => {
  const file = { name: 'debts.csv', text: 'name,type,balance,interestRate,minimumPayment,paymentFrequency\r\nVisa,credit_card,900,19.99,25,monthly\r\n' };
  const request: PlanFilesRequest = { files: [file], now: NOW, existing: emptyTransferData(), uid: 'me', ids: 'new' };
  const expected = planImportFiles(request, () => 'id-1');
  for (const worker of [UnstartableWorker, undefined]) {
    vi.stubGlobal('Worker', worker);
    expect(await planFilesOffThread(request, () => 'id-1')).toEqual(expected);
  }
  expect('plan' in expected && expected.plan.inserts.debts.map((debt) => [debt.id, debt.name])).toEqual([['id-1', 'Visa']]);
});
