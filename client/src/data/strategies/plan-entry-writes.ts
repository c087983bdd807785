import type { Strategy } from '@schemas/index';
import { toPlain, updateDocument } from '../crdt-writes';
import { newId, nowIso, type DataContext } from '../data-context';
import { hasErrors } from '../field-checks';
import { saveTimeAfter } from '../save-time';
import { pickDefined } from '../tidy-input';
import { InvalidInputError, NotFoundError } from '../write-result';
import { requireStrategyDocument } from './find-strategy';
import { pinCurrentStrategy } from './pin-current';
import { storedPlanEntry, validatePlanEntry, type PlanEntryKind } from './plan-entries';

/** The most entries one map holds (the schema's maxProperties). */
export const MAX_PLAN_ENTRIES = 500;

/**
 * The writes of snowflakes and budget steps (snowflakes.ts, budget-steps.ts). Each entry is one key
 * of its map, written by a `$set` or `$unset` of that key alone: two devices that add, edit or
 * remove different entries while apart both keep their changes. An edit sets the whole entry (never
 * one field of it) and only while the entry exists: an entry removed on another device stays
 * removed instead of coming back with only the edited field.
 */
async function openStrategy(ctx: DataContext, strategyId: string) {
  const seen = await pinCurrentStrategy(ctx);
  const doc = seen.find((candidate) => candidate.id === strategyId) ?? (await requireStrategyDocument(ctx, strategyId));
  return { doc, updatedAt: saveTimeAfter(nowIso(ctx), seen) };
}

function refuseBadInput<Input>(kind: PlanEntryKind<Input>, values: Partial<Record<string, unknown>>, whole: boolean): void {
  const errors = validatePlanEntry(kind, values, whole);
  if (hasErrors(errors)) throw new InvalidInputError(errors);
}

function entriesOf(strategy: Strategy, map: 'snowflakes' | 'budgetSteps'): Record<string, object> {
  return (strategy[map] ?? {}) as Record<string, object>;
}

export async function addPlanEntry<Input>(ctx: DataContext, kind: PlanEntryKind<Input>, strategyId: string, input: Input): Promise<Strategy> {
  const values = pickDefined(input as Partial<Record<string, unknown>>, kind.fields);
  refuseBadInput(kind, values, true);
  const { doc, updatedAt } = await openStrategy(ctx, strategyId);
  if (Object.keys(entriesOf(toPlain(doc), kind.map)).length >= MAX_PLAN_ENTRIES) {
    throw new InvalidInputError({ [kind.map]: `A plan can hold at most ${MAX_PLAN_ENTRIES} ${kind.noun.toLowerCase()}s` });
  }
  const path = `${kind.map}.${newId(ctx)}`;
  return toPlain(await updateDocument(doc, { ifMatch: { $set: { [path]: storedPlanEntry(kind, values), updatedAt } } }));
}

export async function updatePlanEntry<Input>(
  ctx: DataContext,
  kind: PlanEntryKind<Input>,
  strategyId: string,
  entryId: string,
  changes: Partial<{ [K in keyof Input]: Input[K] | null }>,
): Promise<Strategy> {
  const values = pickDefined(changes as Partial<Record<string, unknown>>, kind.fields);
  refuseBadInput(kind, values, false);
  const { doc, updatedAt } = await openStrategy(ctx, strategyId);
  const entry = entriesOf(toPlain(doc), kind.map)[entryId];
  if (!entry) throw new NotFoundError(`${kind.noun} with ID ${entryId} not found`);
  const path = `${kind.map}.${entryId}`;
  const next = storedPlanEntry(kind, { ...entry, ...values });
  if (JSON.stringify(next) === JSON.stringify(storedPlanEntry(kind, entry))) return toPlain(doc);
  return toPlain(await updateDocument(doc, { selector: { [path]: { $exists: true } }, ifMatch: { $set: { [path]: next, updatedAt } } }));
}

export async function removePlanEntry<Input>(ctx: DataContext, kind: PlanEntryKind<Input>, strategyId: string, entryId: string): Promise<Strategy> {
  const { doc, updatedAt } = await openStrategy(ctx, strategyId);
  if (!entriesOf(toPlain(doc), kind.map)[entryId]) throw new NotFoundError(`${kind.noun} with ID ${entryId} not found`);
  return toPlain(await updateDocument(doc, { ifMatch: { $unset: { [`${kind.map}.${entryId}`]: '' }, $set: { updatedAt } } }));
}
