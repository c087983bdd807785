/**
 * The debts and payment history of a generated benchmark account (large-account.ts): several
 * debt types with their usual balances, rates and minimums, due days and frequencies, payments on
 * each debt's schedule over years, some interest and fees charged, and a few debts paid in full.
 */
import type { Debt, DebtType, Payment, PaymentFrequency } from '../../schemas/index';
import { toCents, toDollars } from '../../client/src/payoff/money';
import type { SeededRandom } from './seeded-random';

interface TypeProfile {
  lenders: readonly string[];
  balance: [number, number];
  apr: [number, number];
  /** The minimum payment as a share of the balance, and its floor in dollars. */
  minimum: [share: number, floor: number];
}

const PROFILES: Record<DebtType, TypeProfile> = {
  credit_card: { lenders: ['Chase Freedom', 'Citi Double Cash', 'Discover It', 'Capital One Quicksilver', 'Amex Blue', 'Store card'], balance: [300, 15_000], apr: [12.99, 29.99], minimum: [0.025, 25] },
  student_loan: { lenders: ['Navient', 'Nelnet', 'Great Lakes', 'Sallie Mae'], balance: [3_000, 60_000], apr: [3.5, 7.5], minimum: [0.01, 50] },
  personal_loan: { lenders: ['SoFi', 'LendingClub', 'Credit union loan', 'Upstart'], balance: [2_000, 25_000], apr: [7, 24], minimum: [0.03, 60] },
  auto_loan: { lenders: ['Toyota Financial', 'Ally auto', 'Honda Finance', 'Bank auto loan'], balance: [5_000, 35_000], apr: [3, 11], minimum: [0.022, 150] },
  mortgage: { lenders: ['Home mortgage', 'Rental mortgage', 'HELOC'], balance: [90_000, 420_000], apr: [2.75, 7.25], minimum: [0.006, 700] },
  medical: { lenders: ['Hospital bill', 'Dentist', 'Urgent care', 'Lab work'], balance: [150, 6_000], apr: [0, 0], minimum: [0.05, 25] },
  other: { lenders: ['Phone plan', 'Furniture store', 'Family loan', 'Tax payment plan'], balance: [100, 8_000], apr: [0, 18], minimum: [0.04, 25] },
};

/** How often each kind of debt shows up in a long list of debts (cards most). */
const TYPE_WEIGHTS: ReadonlyArray<[DebtType, number]> = [
  ['credit_card', 40], ['student_loan', 14], ['personal_loan', 12], ['auto_loan', 11], ['medical', 10], ['other', 10], ['mortgage', 3],
];

const CADENCE_DAYS: Partial<Record<PaymentFrequency, number>> = { weekly: 7, biweekly: 14 };

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoDay(day(iso) + days * 86_400_000);
/** Day `dueDay` of the month `months` before the last such day on or before `iso` (`dueDay` ≤ 28, so every month has it). */
const monthsBefore = (iso: string, months: number, dueDay: number) => {
  const date = new Date(day(iso));
  const back = months + (date.getUTCDate() < dueDay ? 1 : 0);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - back);
  date.setUTCDate(dueDay);
  return isoDay(date.getTime());
};

function weightedType(random: SeededRandom): DebtType {
  let roll = random.next() * TYPE_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [type, weight] of TYPE_WEIGHTS) if ((roll -= weight) < 0) return type;
  return 'other';
}

/** `total` split over `parts` in random proportions, each at least 1. */
function split(random: SeededRandom, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.3 + random.next() * 1.4);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((weight) => Math.max(1, Math.floor((weight / sum) * total)));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < total; i = (i + 1) % parts) counts[i]!++;
  for (let i = 0; counts.reduce((a, b) => a + b, 0) > total; i = (i + 1) % parts) if (counts[i]! > 1) counts[i]!--;
  return counts;
}

export interface DebtsAndPayments {
  debts: Debt[];
  payments: Payment[];
}

/**
 * `debtCount` debts and `paymentCount` entries in the payments collection (payments and a few
 * charges), owned by `uid`, as of `asOf` ('YYYY-MM-DD'). Every seventh type first, so even a small
 * account has variety; about one debt in sixteen (at least one) is paid in full, its last payment
 * the closing one. Debts are in a custom order (`priority`), not the order they were added.
 */
export function buildDebtsAndPayments(random: SeededRandom, uid: string, asOf: string, debtCount: number, paymentCount: number): DebtsAndPayments {
  const types = [...random.shuffled(TYPE_WEIGHTS.map(([type]) => type)), ...Array.from({ length: Math.max(0, debtCount - 7) }, () => weightedType(random))].slice(0, debtCount);
  const closedCount = Math.max(1, Math.round(debtCount / 16));
  const counts = split(random, paymentCount, debtCount);
  const priorities = random.shuffled(Array.from({ length: debtCount }, (_, i) => i + 1));
  const usedNames = new Map<string, number>();
  const debts: Debt[] = [];
  const payments: Payment[] = [];

  types.forEach((type, index) => {
    const profile = PROFILES[type];
    const lender = random.pick(profile.lenders);
    const seen = (usedNames.get(lender) ?? 0) + 1;
    usedNames.set(lender, seen);
    const closed = index >= debtCount - closedCount;
    const frequency: PaymentFrequency = type === 'mortgage' || type === 'auto_loan' ? 'monthly' : random.pick(['monthly', 'monthly', 'monthly', 'monthly', 'monthly', 'biweekly', 'weekly'] as const);
    const balance = random.money(...profile.balance);
    const interestRate = Math.round(random.money(...profile.apr) * 100) / 100;
    const perMonth = Math.max(profile.minimum[1], Math.round(balance * profile.minimum[0]));
    const minimumPayment = frequency === 'monthly' ? perMonth : Math.max(10, Math.round((perMonth * (CADENCE_DAYS[frequency]! / 30)) * 100) / 100);
    const dueDay = random.int(1, 28);
    const end = closed ? addDays(asOf, -random.int(20, 700)) : addDays(asOf, -random.int(0, 20));
    const dates = Array.from({ length: counts[index]! }, (_, k) =>
      frequency === 'monthly' ? monthsBefore(end, k, dueDay) : addDays(end, -k * CADENCE_DAYS[frequency]!),
    ).reverse();
    const id = random.uuid();
    const createdAt = `${addDays(dates[0]!, -random.int(1, 25))}T${String(random.int(8, 21)).padStart(2, '0')}:${String(random.int(10, 59))}:00.000Z`;

    for (const [k, date] of dates.entries()) {
      const charge = type === 'credit_card' && k > 0 && random.chance(0.04);
      const at = `${date}T${String(random.int(8, 21)).padStart(2, '0')}:05:00.000Z`;
      const base = { id: random.uuid(), uid, debtId: id, date, isPrincipalOnly: false, createdAt: at, updatedAt: at };
      if (charge) {
        const interest = random.money(4, 60);
        const fees = random.chance(0.3) ? 35 : 0;
        payments.push({ ...base, kind: 'charge', amount: toDollars(toCents(interest) + toCents(fees)), interest, fees, notes: 'From the statement' });
      } else {
        const extra = random.chance(0.5) ? random.money(0, minimumPayment * 1.5) : 0;
        const amount = random.chance(0.5) ? Math.round(minimumPayment + extra) : toDollars(toCents(minimumPayment + extra));
        payments.push({ ...base, amount: Math.max(1, amount), isPrincipalOnly: type !== 'credit_card' && random.chance(0.05), ...(random.chance(0.08) ? { notes: random.pick(['Autopay', 'Paid from bonus', 'Extra this month', 'Paid late, fee waived']) } : {}) });
      }
    }
    const closingPayment = closed ? payments.at(-1)! : null;
    const lastUpdate = closingPayment ? closingPayment.updatedAt : payments.at(-1)!.updatedAt;
    debts.push({
      id,
      uid,
      name: seen > 1 ? `${lender} ${seen}` : lender,
      type,
      balance: closed ? 0 : balance,
      interestRate,
      minimumPayment,
      paymentFrequency: frequency,
      ...(frequency === 'monthly' ? { dueDay } : { dueDate: addDays(asOf, random.int(1, CADENCE_DAYS[frequency]!)) }),
      highLimit: type === 'credit_card' ? Math.ceil((balance * (1.2 + random.next() * 2)) / 500) * 500 : 0,
      isPromo: false,
      hasXFee: false,
      isPaid: closed,
      priority: priorities[index]!,
      createdAt,
      updatedAt: lastUpdate > createdAt ? lastUpdate : createdAt,
      ...cardExtras(random, type, asOf),
      ...(type === 'mortgage' || type === 'auto_loan' ? { originationDate: addDays(dates[0]!, -random.int(30, 400)) } : {}),
      ...(closingPayment ? { closedAs: 'paid_in_full' as const, closedOn: closingPayment.date, closingPaymentId: closingPayment.id } : {}),
      ...(random.chance(0.15) ? { notes: random.pick(['Autopay on', 'Call to ask for a lower rate', 'Shared with partner']) } : {}),
    });
  });
  return { debts, payments };
}

/** What some cards have: a promotional rate, a foreign transaction fee, a minimum by percent. */
function cardExtras(random: SeededRandom, type: DebtType, asOf: string): Partial<Debt> {
  if (type !== 'credit_card') return {};
  return {
    ...(random.chance(0.15) ? { isPromo: true, promoAPR: 0, promoEndDate: addDays(asOf, random.int(30, 500)) } : {}),
    ...(random.chance(0.1) ? { hasXFee: true, xFeeRate: 3 } : {}),
    ...(random.chance(0.3) ? { minPayCalc: 'percent_principal' as const, minPayPercentage: 2.5 } : {}),
  };
}
