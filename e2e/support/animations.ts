import type { Page } from '@playwright/test';

/** Waits until nothing is moving (menus and dialogs fade in and out); endless animations (spinners) aside. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
