/**
 * A person's life with Paydown, one simulated day at a time, through the app's own write functions
 * (client/src/data/): daily opens (a start: the device catches up with the server, then its writes
 * are pushed), weekly extra payments (the plan's budget less the minimums) and monthly minimum payments, a monthly debt edit (a
 * statement's new rate and minimum), a plan saved at each month's start (the strategy's budget
 * sometimes changed first), now and then a new debt, a debt paid off and closed, and offline
 * stretches of hours to weeks on each device (it opens and writes without replicating, and comes
 * back later).
 */
import type { Strategy } from '@schemas/index';
import { saveAmortizationTable } from '../../client/src/data/amortization-tables/save-amortization-table';
import { getAmortizationTables } from '../../client/src/data/amortization-tables/get-amortization-tables';
import type { DataContext } from '../../client/src/data/data-context';
import { closeDebt } from '../../client/src/data/debts/close-debt';
import { createDebt } from '../../client/src/data/debts/create-debt';
import { readDebts } from '../../client/src/data/debts/read-debts';
import { updateDebt } from '../../client/src/data/debts/update-debt';
import { recordPayment } from '../../client/src/data/payments/record-payment';
import { createStrategy } from '../../client/src/data/strategies/create-strategy';
import { currentStrategy } from '../../client/src/data/strategies/current-strategy';
import { updateStrategy } from '../../client/src/data/strategies/update-strategy';
import { toPlain } from '../../client/src/data/crdt-writes';
import type { WriteResult } from '../../client/src/data/write-result';
import { currentPlan, plannableDebts } from '../../client/src/planning/current-plan';
import { byPriority } from '../../client/src/planning/debt-status';
import { STRATEGY_LABELS, toAmortizationRows } from '../../client/src/payoff/index';
import type { Device, DeviceName, Household } from './household';
import type { SeededRandom as Random } from '../bench-support/seeded-random';
import type { SimulatedClock } from './simulated-clock';

const DAY_MS = 86_400_000;
/** How likely each device is opened on a given day. */
const OPENS: Record<DeviceName, number> = { phone: 0.9, laptop: 0.35, tablet: 0.15 };
/** How likely a device starts an offline stretch on a given day. */
const OFFLINE_START = 1 / 45;

export interface LifeStats {
  /** Writes the app's functions made (each one a change to one document). */
  changes: number;
  opens: number;
  offlineOpens: number;
  debtsAdded: number;
  debtsPaidOff: number;
  plansSaved: number;
}

export function newLifeStats(): LifeStats {
  return { changes: 0, opens: 0, offlineOpens: 0, debtsAdded: 0, debtsPaidOff: 0, plansSaved: 0 };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What one open of the app does on this device, while it is open. */
type Chore = (ctx: DataContext, today: string) => Promise<void>;

export class Life {
  private debtNumber = 0;

  constructor(
    private readonly household: Household,
    private readonly clock: SimulatedClock,
    private readonly random: Random,
    readonly stats: LifeStats = newLifeStats(),
  ) {}

  private async counted<T>(what: string, write: Promise<WriteResult<T>>): Promise<T> {
    const result = await write;
    if (!result.success) throw new Error(`${what} failed: ${result.error}`);
    this.stats.changes += 1;
    return result.data;
  }

  /** The first day: the debts, a strategy and its saved plan, on the laptop. */
  async begin(dayMs: number): Promise<void> {
    await this.open(this.household.devices.laptop, dayMs + 20 * 3_600_000, [
      async (ctx) => {
        for (let i = 0; i < 4; i++) await this.addDebt(ctx);
        await this.counted('createStrategy', createStrategy(ctx, { name: 'My plan', type: 'avalanche', monthlyBudget: 900 }));
      },
      (ctx, today) => this.savePlan(ctx, today),
    ]);
  }

  /** One day: each device that is opened does its part of the day's chores. */
  async liveDay(dayMs: number): Promise<void> {
    const date = new Date(dayMs);
    const { phone, laptop, tablet } = this.household.devices;
    for (const device of [phone, laptop, tablet]) {
      if (device.offlineUntil <= dayMs && this.random.chance(OFFLINE_START)) {
        // Hours (a flight, a dead zone) three times in four, else days to three weeks (a trip).
        const stretch = this.random.chance(0.75) ? this.random.int(2, 23) * 3_600_000 : this.random.int(1, 21) * DAY_MS;
        device.offlineUntil = dayMs + 8 * 3_600_000 + stretch;
      }
    }
    const chores: Record<DeviceName, Chore[]> = { phone: [], laptop: [], tablet: [] };
    const onOneOf = (names: DeviceName[], chore: Chore) => chores[this.random.pick(names)].push(chore);
    if (date.getUTCDate() === 1) chores.laptop.push((ctx, today) => this.savePlan(ctx, today));
    if (date.getUTCDate() === 10) chores.laptop.push((ctx) => this.editDebt(ctx));
    if (date.getUTCDay() === 6) onOneOf(['phone', 'phone', 'tablet'], (ctx, today) => this.extraPayment(ctx, today));
    onOneOf(['phone', 'phone', 'laptop'], (ctx, today) => this.minimumPayments(ctx, today, date.getUTCDate()));
    if (this.random.chance(1 / 100)) onOneOf(['laptop', 'phone'], (ctx) => this.addDebt(ctx).then(() => undefined));

    for (const [hour, device] of [[8, phone], [19, laptop], [21, tablet]] as const) {
      // A device with chores is opened; one without is opened as often as people look at it.
      if (chores[device.name].length > 0 || this.random.chance(OPENS[device.name])) {
        await this.open(device, dayMs + hour * 3_600_000, chores[device.name]);
      }
    }
  }

  /**
   * The app opened on `device` at `atMs`: online, it catches up (a start's replication), does its
   * chores and pushes them; offline, it only writes. Then it is closed again (no network).
   */
  private async open(device: Device, atMs: number, chores: Chore[]): Promise<void> {
    this.clock.set(atMs);
    const online = device.offlineUntil <= atMs;
    this.stats.opens += 1;
    if (!online) this.stats.offlineOpens += 1;
    const { replicating } = device;
    if (online) {
      replicating.setOnline(true);
      await replicating.inSync();
    }
    for (const chore of chores) await chore(replicating.ctx, isoDay(atMs));
    if (online) await replicating.inSync();
    replicating.setOnline(false);
  }

  private async addDebt(ctx: DataContext) {
    this.debtNumber += 1;
    const balance = this.random.int(10, 80) * 100;
    this.stats.debtsAdded += 1;
    return this.counted(
      'createDebt',
      createDebt(ctx, {
        name: `Debt ${this.debtNumber}`,
        type: this.random.pick(['credit_card', 'personal_loan', 'auto_loan', 'medical', 'student_loan'] as const),
        balance,
        interestRate: this.random.int(300, 2600) / 100,
        minimumPayment: Math.max(25, Math.round(balance * 0.025)),
        paymentFrequency: 'monthly',
        dueDay: this.random.int(1, 28),
      }),
    );
  }

  private async owedDebts(ctx: DataContext) {
    return byPriority(plannableDebts(await readDebts(ctx)));
  }

  /**
   * The plan's extra money, paid weekly to the first debt in the plan's order: the budget less the
   * minimums, a quarter of it a week. When it covers what is left, the debt is closed as paid in
   * full (which records that last payment).
   */
  private async extraPayment(ctx: DataContext, today: string): Promise<void> {
    const owed = await this.owedDebts(ctx);
    const [first] = owed;
    if (!first) return;
    const strategies = (await ctx.db.strategies.find({ selector: { uid: ctx.uid } }).exec()).map((doc) => toPlain(doc) as Strategy);
    const budget = currentStrategy(strategies)?.monthlyBudget ?? 0;
    const minimums = owed.reduce((sum, debt) => sum + debt.minimumPayment, 0);
    const amount = Math.max(25, Math.round((budget - minimums) / 4));
    if (amount >= first.balance) {
      await this.counted('closeDebt', closeDebt(ctx, first.id, { closedAs: 'paid_in_full', closedOn: today }));
      this.stats.debtsPaidOff += 1;
    } else {
      await this.counted('recordPayment', recordPayment(ctx, { debtId: first.id, amount, date: today }));
    }
  }

  /** Each owed debt due today gets its minimum; a debt left owing less than that is paid off and closed. */
  private async minimumPayments(ctx: DataContext, today: string, dayOfMonth: number): Promise<void> {
    for (const debt of await this.owedDebts(ctx)) {
      if (debt.dueDay !== dayOfMonth) continue;
      if (debt.balance <= debt.minimumPayment) {
        await this.counted('closeDebt', closeDebt(ctx, debt.id, { closedAs: 'paid_in_full', closedOn: today }));
        this.stats.debtsPaidOff += 1;
      } else {
        await this.counted('recordPayment', recordPayment(ctx, { debtId: debt.id, amount: debt.minimumPayment, date: today }));
      }
    }
  }

  /** A statement arrived: the rate moved a little and the minimum follows the balance. */
  private async editDebt(ctx: DataContext): Promise<void> {
    const owed = await this.owedDebts(ctx);
    if (owed.length === 0) return;
    const debt = this.random.pick(owed);
    const interestRate = Math.max(0, Math.round((debt.interestRate + this.random.int(-50, 50) / 100) * 100) / 100);
    const minimumPayment = Math.max(25, Math.round(debt.balance * 0.025));
    await this.counted('updateDebt', updateDebt(ctx, debt.id, { interestRate, minimumPayment }));
  }

  /** Strategy → "Save plan", as the screen does it: the current plan's table, saved under its strategy type. */
  private async savePlan(ctx: DataContext, today: string): Promise<void> {
    const strategies = (await ctx.db.strategies.find({ selector: { uid: ctx.uid } }).exec()).map((doc) => toPlain(doc) as Strategy);
    let strategy = currentStrategy(strategies);
    if (strategy && this.random.chance(0.25)) {
      const monthlyBudget = Math.max(300, strategy.monthlyBudget + this.random.int(-4, 6) * 25);
      strategy = await this.counted('updateStrategy', updateStrategy(ctx, strategy.id, { monthlyBudget }));
    }
    const debts = await readDebts(ctx);
    const current = currentPlan({ debts, strategy, tables: await getAmortizationTables(ctx), thisMonth: today.slice(0, 7) });
    const plan = current.plan;
    if (!plan || plan.status !== 'ok' || plan.months.length === 0) return;
    await this.counted(
      'saveAmortizationTable',
      saveAmortizationTable(ctx, {
        strategyType: plan.strategyType,
        ...(strategy ? { strategyId: strategy.id } : {}),
        name: `${STRATEGY_LABELS[plan.strategyType]} plan`,
        debtIds: plan.debts.map((debt) => debt.id),
        data: toAmortizationRows(plan),
        totalMonths: plan.totalMonths,
        ...(plan.payoffDate ? { payoffDate: plan.payoffDate } : {}),
        totalInterestPaid: plan.totalInterestPaid,
        totalAmountPaid: plan.totalAmountPaid,
      }),
    );
    this.stats.plansSaved += 1;
  }
}
