/**
 * The Strategy screen's engine work as named jobs: the same functions whether they run in the plan
 * worker (plan-worker.ts) or on the main thread (its fallback, and small accounts). Each job's
 * arguments and result are plain data, so they cross to and from a worker by structured clone.
 * Input the engine refuses (PayoffInputError) is part of a result, as a message; any other error
 * is a bug and propagates.
 */
import type { ArgsOf, ResultOf } from '@/lib/worker-jobs/job-protocol';
import { PayoffInputError, compareStrategies, planPayoff, type PlanInput, type PlanResult, type StrategySummary } from '@/payoff/index';
import { compareScenarios, type ScenarioComparison } from '../scenario-comparison';
import { whatIfScenario, type WhatIfScenario } from '../what-if-scenarios';

/** A job's answer when the engine may refuse the input: the value, or the engine's message. */
export type Attempt<T> = { value: T; error: null } | { value: null; error: string };

/** Runs the engine; input it refuses (a debt with an impossible field) becomes a message instead of a crash. */
export function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { value: run(), error: null };
  } catch (error) {
    if (error instanceof PayoffInputError) return { value: null, error: error.message };
    throw error;
  }
}

/** The plan on screen and every strategy on the same input: worked out once, shared by the page's parts. */
export interface WorkspacePlans {
  plan: Attempt<PlanResult>;
  comparison: Attempt<StrategySummary[]>;
}

/** A raised plan as the what-if table reads it: its headline, not its month rows (which a worker would copy back for nothing). */
export type WhatIfRow = Omit<WhatIfScenario, 'plan'> & { plan: WithoutMonths<PlanResult> };
type WithoutMonths<T> = T extends unknown ? Omit<T, 'months'> : never;

export interface WhatIfRequest {
  input: PlanInput;
  /** The plan for exactly `input`. */
  plan: PlanResult;
  extras: readonly number[];
  /** The person's own amount, if any. */
  customAmount: number | null;
}

export interface WhatIfRows {
  list: WhatIfRow[];
  custom: WhatIfRow | null;
}

function whatIfRow(input: PlanInput, plan: PlanResult, extra: number): WhatIfRow {
  const { plan: raised, ...scenario } = whatIfScenario(input, plan, extra);
  const { months: _rows, ...headline } = raised;
  return { ...scenario, plan: headline };
}

export type ScenariosRequest = Parameters<typeof compareScenarios>;

export const PLAN_JOBS = {
  workspace: (input: PlanInput): WorkspacePlans => ({
    plan: attempt(() => planPayoff(input)),
    comparison: attempt(() => compareStrategies(input)),
  }),
  whatIf: ({ input, plan, extras, customAmount }: WhatIfRequest): WhatIfRows => ({
    list: extras.map((extra) => whatIfRow(input, plan, extra)),
    custom: customAmount === null ? null : whatIfRow(input, plan, customAmount),
  }),
  scenarios: (request: ScenariosRequest): ScenarioComparison => compareScenarios(...request),
};

export type PlanJob = keyof typeof PLAN_JOBS;
export type JobArgs<J extends PlanJob> = ArgsOf<typeof PLAN_JOBS, J>;
export type JobResult<J extends PlanJob> = ResultOf<typeof PLAN_JOBS, J>;

export function runJob<J extends PlanJob>(job: J, args: JobArgs<J>): JobResult<J> {
  return (PLAN_JOBS[job] as (args: JobArgs<J>) => JobResult<J>)(args);
}
