/**
 * What the large-account benchmark watches in each page: main-thread long tasks ('longtask',
 * ≥ 50 ms) and long animation frames (the Long Animation Frames API, where Chromium has it), with
 * times on one clock (performance.timeOrigin + performance.now(), so they survive a reload), and
 * whether a progress indicator appeared.
 */
import type { Page } from '@playwright/test';

export interface Span {
  start: number;
  duration: number;
}

interface ProbeLog {
  longTasks: Span[];
  frames: Span[];
  progressSeenAt: number | null;
}

/** Installed before the app's scripts in every page of a context (context.addInitScript). */
export const PAGE_PROBES = `(() => {
  const log = (window.__largeBench = { longTasks: [], frames: [], progressSeenAt: null });
  const watch = (type, into) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) into.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
      }).observe({ type, buffered: true });
    } catch {}
  };
  watch('longtask', log.longTasks);
  watch('long-animation-frame', log.frames);
  const progress = () => {
    if (log.progressSeenAt === null && document.querySelector('[role="progressbar"], progress')) {
      log.progressSeenAt = performance.timeOrigin + performance.now();
    }
  };
  new MutationObserver(progress).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
})();`;

type WindowWithProbes = Window & { __largeBench: ProbeLog };

/** The page's clock (ms since the epoch, sub-millisecond). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.timeOrigin + performance.now());
}

/** Forgets the progress indicator seen so far (before a step that may show one). */
export function resetProgress(page: Page): Promise<void> {
  return page.evaluate(() => void ((window as unknown as WindowWithProbes).__largeBench.progressSeenAt = null));
}

export function probeLog(page: Page): Promise<ProbeLog> {
  return page.evaluate(() => (window as unknown as WindowWithProbes).__largeBench);
}

export interface Blocking {
  /** The longest long task that started in the window (0 when none). */
  longestTask: number;
  /** How many long tasks over 100 ms started in it. */
  over100: number;
  /** The long tasks' time added up. */
  total: number;
  /** The longest long animation frame in it (null where the API is missing). */
  longestFrame: number | null;
}

/** Long tasks and frames that started between `from` and `to` (page clock). */
export async function blockingBetween(page: Page, from: number, to: number): Promise<Blocking> {
  const log = await probeLog(page);
  const within = (spans: Span[]) => spans.filter((span) => span.start >= from - 1 && span.start <= to);
  const tasks = within(log.longTasks);
  const frames = within(log.frames);
  const supportsFrames = await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'));
  return {
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    over100: tasks.filter((task) => task.duration > 100).length,
    total: tasks.reduce((sum, task) => sum + task.duration, 0),
    longestFrame: supportsFrames ? Math.max(0, ...frames.map((frame) => frame.duration)) : null,
  };
}

/**
 * Resolves (with the page time) once the main thread has been free of long tasks for `quietMs`:
 * work a step set off (a chart drawn after the heading, a write after a click) is counted with
 * that step, not with the next. Gives up after `timeoutMs` and resolves anyway.
 */
export function settled(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<number> {
  // A string, not a function: tsx names the page function's inner functions with a helper the page lacks.
  return page.evaluate(`new Promise((resolve) => {
    const log = window.__largeBench;
    const started = performance.now();
    const check = () => {
      const now = performance.timeOrigin + performance.now();
      const lastEnd = Math.max(performance.timeOrigin + started, ...log.longTasks.map((task) => task.start + task.duration));
      if (now - lastEnd >= ${quietMs} || performance.now() - started > ${timeoutMs}) resolve(now);
      else setTimeout(check, 50);
    };
    check();
  })`);
}

/**
 * The page time at which `predicate` (run in the page every animation frame) first held. The
 * predicate is the source of a function of no arguments, e.g. `() => !!document.querySelector('h1')`.
 */
export async function whenTrue(page: Page, predicate: string, timeoutMs = 120_000): Promise<number> {
  // page.evaluate of a string, not waitForFunction: the app's Content Security Policy forbids the
  // eval that waitForFunction's string predicates need in the page.
  const wait = `new Promise((resolve, reject) => {
    const test = (${predicate});
    const started = performance.now();
    const tick = () => {
      let ok = false;
      try { ok = test(); } catch {}
      if (ok) resolve(performance.timeOrigin + performance.now());
      else if (performance.now() - started > ${timeoutMs}) reject(new Error('timed out after ${timeoutMs} ms waiting for ' + ${JSON.stringify(predicate.slice(0, 200))}));
      else requestAnimationFrame(tick);
    };
    tick();
  })`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return (await page.evaluate(wait)) as number;
    } catch (error) {
      // A navigation (a reload, a sign-in that loads the app anew) ends the wait with the page: wait in the new one.
      if (!/context was destroyed|navigat/i.test((error as Error).message) || Date.now() > deadline) throw error;
    }
  }
}
