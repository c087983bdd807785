import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { settleAnimations } from './animations';

/**
 * WCAG 2.2 AA as axe-core checks it: every rule tagged with a WCAG 2.0, 2.1 or 2.2 success
 * criterion at level A or AA (target-size, 2.5.8, is the one of 2.2, which axe leaves off unless
 * asked), and axe's best practices (landmarks, heading order…). Nothing is left out.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome depends on colours: the only ones a change of theme (which changes
 * colours alone, through CSS variables) can change. The second theme of a view is checked with
 * these; the others would only repeat the first theme's run.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The rules about where content sits among the page's landmarks. axe runs them only over a whole
 * page, so an open layer checked on its own (below) gets them in a run over the page.
 */
const LANDMARK_RULES = axe
  .getRules()
  .filter((rule) => (rule.ruleId === 'region' || rule.ruleId.startsWith('landmark-')) && !rule.tags.includes('deprecated'))
  .map((rule) => rule.ruleId);

/** What a contrast failure reports, so a reader can check the colours without re-running. */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/** One failing element, said in a line: where it is, and for contrast its colours and ratio. */
function describeNode(rule: string, node: { target: unknown[]; any: Array<{ data?: unknown }>; html: string }): string {
  const where = node.target.map(String).join(' ');
  if (rule !== 'color-contrast') return where;
  const data = (node.any.find((check) => check.data)?.data ?? {}) as ContrastData;
  const text = node.html.replace(/\s+/g, ' ').slice(0, 60);
  return `${where} — ${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio} (${text})`;
}

/**
 * Collects axe-core's findings view by view over one run, so that a single test can visit every
 * screen and state and still report, at the end, exactly which view breaks which rule.
 */
export class AxeAudit {
  private readonly findings: string[] = [];
  private readonly views: string[] = [];
  private runs = 0;
  private milliseconds = 0;

  /**
   * Runs axe on the page as it is now and records what fails under `view`. With `layer` (an open
   * menu or dialog, whose page below has a view of its own), every rule runs over the layer; the
   * page below is not checked again: it is what it was, except for what the layer covers while
   * open (a target under a menu is not too small). A menu also gets the landmark rules over the
   * page, for where it sits in it (a modal dialog is a landmark of its own to axe). With
   * `coloursOnly`, only COLOUR_RULES run (the view's second theme).
   */
  async check(page: Page, view: string, layer?: '[role="menu"]' | '[role="dialog"]' | '[role="alertdialog"]', { coloursOnly = false } = {}): Promise<void> {
    await settleAnimations(page);
    // Only violations come back: passes would be most of a megabyte per page. (options() replaces
    // what withTags() and withRules() set, so it comes first.)
    const base = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    const builder = () => (coloursOnly ? base().withRules(COLOUR_RULES) : base().withTags(AXE_TAGS));
    const runs = !layer ? [builder()] : layer === '[role="menu"]' && !coloursOnly ? [builder().include(layer), base().withRules(LANDMARK_RULES)] : [builder().include(layer)];
    this.views.push(view);
    for (const run of runs) {
      const started = Date.now();
      const results = await run.analyze();
      this.runs += 1;
      this.milliseconds += Date.now() - started;
      for (const violation of results.violations) {
        const nodes = violation.nodes.map((node) => `    ${describeNode(violation.id, node)}`);
        this.findings.push(`${view}: ${violation.id} (${violation.impact ?? 'unknown'}) ${violation.help}\n${nodes.join('\n')}`);
      }
    }
  }

  /** How many views were checked (a run that checked nothing must not pass as clean). */
  get viewCount(): number {
    return this.views.length;
  }

  /** What was checked and what it cost: for the e2e run's time budget (docs/testing.md). */
  get summary(): string {
    return `${this.views.length} views, ${this.runs} runs of axe-core, ${Math.round(this.milliseconds / 1000)} s in axe-core`;
  }

  /** Every finding, one block per view and rule; empty when all views are clean. */
  get report(): string {
    return this.findings.join('\n');
  }
}
