/**
 * Imports an account's export through Settings → Import data, as a person does: choose the file,
 * read the preview, press Import, wait for the summary. Measures the wall time of each part, the
 * main thread's long tasks over the whole, and whether a progress indicator was shown.
 */
import type { Page } from '@playwright/test';
import type { AccountSize } from '../bench-support/large-account';
import type { Figures } from './figures';
import { blockingBetween, pageNow, probeLog, resetProgress, settled } from './page-probes';

export async function importThroughSettings(page: Page, file: string, size: AccountSize, figures: Figures): Promise<void> {
  await page.goto('/settings');
  const input = page.getByLabel('Files to import');
  await input.waitFor({ state: 'attached', timeout: 60_000 });
  await settled(page);
  await resetProgress(page);

  const started = await pageNow(page);
  await input.setInputFiles(file);
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  const summary = page.getByTestId('import-summary');
  const problems = page.getByTestId('import-problems');
  await importButton.or(summary).or(problems).first().waitFor({ timeout: 300_000 });
  const previewed = await pageNow(page);
  if (await problems.isVisible()) throw new Error(`the import was refused: ${await problems.innerText()}`);

  let confirmed = previewed;
  if (await importButton.isVisible()) {
    confirmed = await pageNow(page);
    await importButton.click();
  }
  await summary.waitFor({ timeout: 600_000 });
  const done = await pageNow(page);
  const quiet = await settled(page);
  const blocking = await blockingBetween(page, started, quiet);
  const { progressSeenAt } = await probeLog(page);

  figures.set(size, 'import: choose file → preview', 'ms', previewed - started);
  figures.set(size, 'import: Import → summary', 'ms', done - confirmed);
  figures.set(size, 'import: total', 'ms', done - started);
  figures.set(size, 'import: longest task', 'ms', blocking.longestTask);
  figures.set(size, 'import: long tasks > 100 ms', 'count', blocking.over100);
  figures.set(size, 'import: longest animation frame', 'ms', blocking.longestFrame);
  figures.set(size, 'import: progress shown', 'text', progressSeenAt !== null && progressSeenAt >= started && progressSeenAt <= done ? 'yes' : 'no');
  const skipped = /Skipped/.test(await summary.innerText()) ? 'yes' : 'no';
  figures.set(size, 'import: something skipped', 'text', skipped);
}
