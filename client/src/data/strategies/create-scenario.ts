import type { Strategy, StrategyDocument } from '@schemas/index';
import { insertDocument, toPlain } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { checkText } from '../field-checks';
import { saveTimeAfter } from '../save-time';
import { InvalidInputError, NotFoundError, runWrite, type WriteResult } from '../write-result';
import { currentStrategy } from './current-strategy';
import { pinCurrentStrategy } from './pin-current';

export interface NewScenarioInput {
  name: string;
  /** The strategy to copy; the current plan when left out. */
  copyOf?: string;
}

/** The same entries under new ids: entries are keyed by id, and ids are never shared between documents. */
function withNewIds<T>(ctx: DataContext, entries: Readonly<Record<string, T>> | undefined): Record<string, T> | undefined {
  if (!entries) return undefined;
  return Object.fromEntries(Object.values(entries).map((entry) => [newId(ctx), { ...entry }]));
}

/** Why a scenario name cannot be used, or null: it is required, at most 200 characters, and not one of the person's other plans' names. */
export function checkScenarioName(name: unknown, others: readonly Pick<Strategy, 'name'>[]): string | null {
  const problem = checkText('name', name, { required: true, maxLength: 200 });
  if (problem) return problem === 'name is required' ? 'Give the scenario a name' : problem;
  const wanted = (name as string).trim().toLocaleLowerCase();
  return others.some((other) => other.name.trim().toLocaleLowerCase() === wanted)
    ? `You already have a plan called “${(name as string).trim()}”: pick another name`
    : null;
}

/**
 * Saves a new named scenario: a copy of `copyOf` (or of the current plan) — its strategy type,
 * order, budget, extra payments, snowflakes and budget steps — under a new, unique name. The copy
 * is not chosen: the current plan stays what it was until the person chooses another.
 */
export function createScenario(ctx: DataContext, input: NewScenarioInput): Promise<WriteResult<Strategy>> {
  return runWrite(ctx, 'createScenario', async () => {
    const seen = (await pinCurrentStrategy(ctx)).map((doc) => toPlain(doc));
    const problem = checkScenarioName(input.name, seen);
    if (problem) throw new InvalidInputError({ name: problem });
    const source = input.copyOf === undefined ? currentStrategy(seen) : seen.find((strategy) => strategy.id === input.copyOf);
    if (!source) {
      throw new NotFoundError(input.copyOf === undefined ? 'There is no plan to copy yet: save a plan first' : `Strategy with ID ${input.copyOf} not found`);
    }
    const { id: _id, chosenAt: _chosenAt, snowflakes, budgetSteps, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = source;
    const at = nowIso(ctx);
    const doc: StrategyDocument = {
      ...fields,
      extraPaymentSelectedDays: [...fields.extraPaymentSelectedDays],
      name: input.name.trim(),
      id: newId(ctx),
      createdAt: at,
      updatedAt: saveTimeAfter(at, seen),
    };
    const copiedSnowflakes = withNewIds(ctx, snowflakes);
    const copiedSteps = withNewIds(ctx, budgetSteps);
    if (copiedSnowflakes) doc.snowflakes = copiedSnowflakes;
    if (copiedSteps) doc.budgetSteps = copiedSteps;
    return toPlain(await insertDocument(ctx.db.strategies, doc));
  });
}
