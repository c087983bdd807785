/**
 * The worker job client with a stand-in worker (test-support/stand-in-worker.ts): jobs go to one
 * worker with ids and get their own answers; a worker that cannot start or load hands its jobs to
 * the main thread; dispose ends it. And serveJobs, the worker's side, answers through its scope.
 */
import { afterEach, expect, test, vi } from 'vitest';
import type { JobAnswer } from './job-protocol';
import { serveJobs } from './serve-jobs';
import { standInWorker } from './test-support/stand-in-worker';
import { workerJobClient } from './worker-job-client';

const where = { thread: 'worker' };
const jobs = {
  echo: (value: unknown) => value,
  double: (n: number) => ({ n: n * 2, thread: where.thread }),
  fail: (message: string): never => {
    throw new Error(message);
  },
};
/** The same jobs on the main thread, told apart by the thread they say they ran on. */
const mainThreadJobs = {
  echo: jobs.echo,
  double: (n: number) => ({ n: n * 2, thread: 'main' }),
  fail: jobs.fail,
};

function clientOf(stand: ReturnType<typeof standInWorker> | null) {
  return workerJobClient({
    start: () => {
      if (!stand) throw new ReferenceError('Worker is not defined');
      return new stand.Worker(new URL('./sums.worker.ts', import.meta.url), { type: 'module', name: 'sums' }) as unknown as Worker;
    },
    onMainThread: mainThreadJobs,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('jobs go to one worker started on first use, and each gets its own answer whatever the order of the answers', async () => {
  const stand = standInWorker(jobs, { hold: true });
  const client = clientOf(stand);
  expect(stand.started).toEqual([]);
  const first = client.run('double', 1);
  const second = client.run('double', 20);
  expect(stand.started).toEqual(['sums.worker.ts module sums']);
  expect(stand.posted.map((request) => [request.job, request.args])).toEqual([['double', 1], ['double', 20]]);
  expect(new Set(stand.posted.map((request) => request.id)).size).toBe(2);
  // The second answer arrives first.
  for (const reply of stand.held.splice(0).reverse()) reply();
  expect(await Promise.all([first, second])).toEqual([{ n: 2, thread: 'worker' }, { n: 40, thread: 'worker' }]);
  expect(client.inWorker()).toBe(true);
  expect(stand.started).toHaveLength(1);
});

test('a job that throws in the worker rejects with its message, and later jobs still go to the worker', async () => {
  const stand = standInWorker(jobs);
  const client = clientOf(stand);
  await expect(client.run('fail', 'The file is not a Paydown export.')).rejects.toThrow('The file is not a Paydown export.');
  expect(await client.run('double', 3)).toEqual({ n: 6, thread: 'worker' });
  expect(stand.started).toHaveLength(1);
});

test('a worker whose script cannot load hands the jobs waiting and all later ones to the main thread', async () => {
  const stand = standInWorker(jobs, { fails: true });
  const client = clientOf(stand);
  expect(await client.run('double', 4)).toEqual({ n: 8, thread: 'main' });
  expect(stand.terminated).toBe(1);
  expect(client.inWorker()).toBe(false);
  expect(await client.run('double', 5)).toEqual({ n: 10, thread: 'main' });
  await expect(client.run('fail', 'refused here too')).rejects.toThrow('refused here too');
  expect(stand.posted).toHaveLength(1);
});

test('where no worker can start, every job runs on the main thread', async () => {
  const client = clientOf(null);
  expect(client.inWorker()).toBe(false);
  expect(await client.run('double', 6)).toEqual({ n: 12, thread: 'main' });
});

test('arguments a worker cannot receive run that job on the main thread; later jobs still go to the worker', async () => {
  const stand = standInWorker(jobs);
  const client = clientOf(stand);
  const notPlainData = () => 1;
  expect(await client.run('echo', notPlainData)).toBe(notPlainData);
  expect(client.inWorker()).toBe(true);
  expect(await client.run('double', 7)).toEqual({ n: 14, thread: 'worker' });
});

test('dispose ends the worker and rejects the jobs still waiting; the next job starts a new one, which an error of the old one does not stop', async () => {
  const stand = standInWorker(jobs, { hold: true });
  const client = clientOf(stand);
  const waiting = client.run('double', 8);
  client.dispose();
  expect(stand.terminated).toBe(1);
  await expect(waiting).rejects.toThrow('The work was stopped before it finished.');
  const next = client.run('double', 9);
  expect(stand.started).toHaveLength(2);
  // Neither the first worker's late error nor its late answer touches the new worker's job.
  stand.workers[0]!.dispatchEvent(new Event('error', { cancelable: true }));
  stand.held[0]!();
  stand.held[1]!();
  expect(await next).toEqual({ n: 18, thread: 'worker' });
  expect(client.inWorker()).toBe(true);
});

test('serveJobs answers each message in the worker\'s scope with its job\'s result or error message', () => {
  const answers: JobAnswer[] = [];
  const scope = Object.assign(new EventTarget(), { postMessage: (answer: JobAnswer) => answers.push(answer) });
  vi.stubGlobal('self', scope);
  serveJobs(jobs);
  for (const data of [{ id: 1, job: 'double', args: 21 }, { id: 2, job: 'fail', args: 'no' }, { id: 3, job: 'toString', args: null }]) {
    scope.dispatchEvent(new MessageEvent('message', { data }));
  }
  expect(answers).toEqual([
    { id: 1, ok: true, value: { n: 42, thread: 'worker' } },
    { id: 2, ok: false, message: 'no' },
    { id: 3, ok: false, message: 'No job is called "toString".' },
  ]);
});
