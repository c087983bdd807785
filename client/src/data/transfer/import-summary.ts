import type { CollectionName } from '@schemas/index';
import type { ImportPlan, SkipReason } from './import-plan';
import { countOf } from './transfer-data';

const INSERTED: readonly (keyof ImportPlan['inserts'])[] = ['debts', 'payments', 'strategies', 'amortizationTables'];

function listWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "12 debts, 40 payments, your goals" — what the import adds. */
function addedParts(plan: ImportPlan): string[] {
  const count = (name: (typeof INSERTED)[number]) => plan.inserts[name].length + (name === 'payments' ? plan.recorded.length + plan.charged.length : 0);
  const parts = INSERTED.filter((name) => count(name) > 0).map((name) => countOf(name as CollectionName, count(name)));
  if (plan.goalsOn.length > 0) parts.push('your goals');
  if (Object.keys(plan.profile).length > 0) parts.push('your profile details');
  if (Object.keys(plan.reminders).length > 0) parts.push('your reminder settings');
  return parts;
}

/** Whether the import adds anything at all (else there is nothing to confirm). */
export function importAddsSomething(plan: ImportPlan): boolean {
  return addedParts(plan).length > 0;
}

function skippedPart(plan: ImportPlan): string {
  const count = (reasons: readonly SkipReason[]) => plan.skipped.filter((skip) => reasons.includes(skip.reason)).length;
  const duplicates = count(['same-id', 'same-content', 'repeated-in-file']);
  const older = count(['older-of-type']);
  const kept = count(['table-exists']);
  const parts: string[] = [];
  if (duplicates > 0) parts.push(`${duplicates} duplicate${duplicates === 1 ? '' : 's'} skipped`);
  if (older > 0) parts.push(`${older} older saved schedule${older === 1 ? '' : 's'} left out (one is kept per strategy)`);
  if (kept > 0) parts.push(`${kept} saved schedule${kept === 1 ? '' : 's'} kept as you had ${kept === 1 ? 'it' : 'them'}`);
  return parts.join(', ');
}

/**
 * One line about an import, before ('preview') or after ('done'):
 * "12 debts, 40 payments imported, 3 duplicates skipped".
 */
export function importHeadline(plan: ImportPlan, when: 'preview' | 'done'): string {
  const added = addedParts(plan);
  const skipped = skippedPart(plan);
  if (added.length === 0) {
    return `Nothing new to import${skipped ? `: ${skipped}` : ': the file holds no debts, payments, strategies, schedules, goals, profile details or reminder settings'}.`;
  }
  const verb = when === 'preview' ? 'will be imported' : 'imported';
  const line = `${listWords(added)} ${verb}${skipped ? `, ${skipped}` : ''}.`;
  return line.charAt(0).toUpperCase() + line.slice(1);
}
