import { debtsSchema, type Debt } from '@schemas/index';

/**
 * Fields the repositories fill themselves; never taken from input (createDebt and updateDebt set
 * `openingBalance` from the balance typed; `paymentEffects` is no longer written; closeDebt and
 * reopenDebt keep how a debt closed).
 */
type ManagedField = 'id' | 'uid' | 'createdAt' | 'updatedAt' | 'openingBalance' | 'paymentEffects' | ClosureField;
type ClosureField = 'closedAs' | 'closedOn' | 'closingPaymentId';
const MANAGED_FIELDS: readonly string[] = ['id', 'uid', 'createdAt', 'updatedAt', 'openingBalance', 'paymentEffects', 'closedAs', 'closedOn', 'closingPaymentId', 'crdts'];
/** Fields with a default (spec §3): optional on create. */
type DefaultedField = 'highLimit' | 'isPromo' | 'hasXFee' | 'isPaid';

/** What a form passes to createDebt: the spec's required fields, everything else optional. */
export type NewDebtInput = Omit<Debt, ManagedField | DefaultedField> &
  Partial<Pick<Debt, 'isPromo' | 'hasXFee' | 'isPaid'>> & {
    /** A number, or the text of one (spec §5); missing → 0. */
    highLimit?: number | string | null;
  };

/**
 * What updateDebt accepts: any subset of fields. `undefined` means "leave as is" (spec §5);
 * `null` clears an optional field (and sets highLimit to 0).
 */
export type DebtChanges = { [K in keyof NewDebtInput]?: NewDebtInput[K] | null };

export type DebtField = keyof NewDebtInput & string;

/** The fields a user may set, read from the schema so the list is not written twice. */
export const DEBT_FIELDS = Object.keys(debtsSchema.properties).filter((key) => !MANAGED_FIELDS.includes(key)) as DebtField[];

/** The fields the spec requires on input: required in the schema and without a default. */
export const REQUIRED_DEBT_FIELDS = DEBT_FIELDS.filter(
  (key) =>
    (debtsSchema.required as readonly string[]).includes(key) &&
    !('default' in (debtsSchema.properties as Record<string, object>)[key]!),
);
