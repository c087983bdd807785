import type { User } from '@schemas/index';
import { FINANCIAL_GOAL_NAMES } from '../financial-goals/default-financial-goals';
import { validateProfile } from '../users/validate-profile';
import type { ImportPlan } from './import-plan';
import type { IncomingData, TransferData } from './transfer-data';

const PROFILE_LABELS = { displayName: 'display name', phoneNumber: 'phone number', photoURL: 'photo URL' } as const;

/** Profile fields: filled where the account has none, kept (and said so) where it has its own. */
export function planProfile(plan: ImportPlan, incoming: IncomingData['users'], current: User | null) {
  const file = incoming[0]?.doc;
  if (!file) return;
  for (const field of ['displayName', 'phoneNumber', 'photoURL'] as const) {
    const value = file[field];
    if (!value) continue;
    const mine = current?.[field];
    if (!mine) plan.profile[field] = value;
    else if (mine !== value) plan.notes.push(`Kept your ${PROFILE_LABELS[field]} "${mine}" (the file has "${value}").`);
  }
  const problems = validateProfile(plan.profile);
  for (const message of Object.values(problems)) plan.problems.push(`${incoming[0]!.where}: ${message}`);
}

/** Goals switched on in the file are switched on; none is switched off. */
export function planGoals(plan: ImportPlan, incoming: IncomingData, existing: TransferData) {
  const current = existing.financialGoals[0];
  for (const name of FINANCIAL_GOAL_NAMES) {
    if (incoming.financialGoals.some(({ doc }) => doc[name] === true) && current?.[name] !== true) plan.goalsOn.push(name);
  }
}
