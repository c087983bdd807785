/**
 * Set-up for every file of Vitest's `unit` project (vitest.config.ts): one wait for every test
 * that renders, instead of each file choosing its own.
 */
import { SETTLE_WAIT } from '@/lib/test-support/settle-wait';

// Only files that render (a DOM environment) use Testing Library; the others need not load it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: SETTLE_WAIT.timeout });
}
