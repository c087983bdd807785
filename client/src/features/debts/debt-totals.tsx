import type { Debt } from '@schemas/index';
import { formatMoney, formatPercent } from '@/lib/money';
import { isOwed, leftUnpaid, owedNow } from '@/planning/debt-status';
import { StatTile } from '@/lib/ui/stat-tile';
import { debts as styles } from './debts.styles';

/**
 * Totals over the debts still owed: balance, minimums, the balance-weighted APR and card
 * utilization, in the kit's static tiles: they change with every debt.
 */
export function DebtTotals({ debts, minimumsThisMonth }: { debts: Debt[]; minimumsThisMonth: number | null }) {
  const open = debts.filter(isOwed);
  const total = open.reduce((sum, debt) => sum + owedNow(debt), 0);
  const fixedMinimums = open.reduce((sum, debt) => sum + debt.minimumPayment, 0);
  const weightedApr = total > 0 ? open.reduce((sum, debt) => sum + owedNow(debt) * debt.interestRate, 0) / total : 0;
  const cards = open.filter((debt) => (debt.highLimit ?? 0) > 0);
  const limits = debts.filter((debt) => (debt.highLimit ?? 0) > 0).reduce((sum, debt) => sum + (debt.highLimit ?? 0), 0);
  const cardBalance = cards.reduce((sum, debt) => sum + owedNow(debt), 0);
  // Closed with a balance left (settled, forgiven, refinanced) is not paid off: said apart.
  const closedUnpaid = debts.filter((debt) => leftUnpaid(debt) > 0).length;
  const paidCount = debts.length - open.length - closedUnpaid;
  const minimums = minimumsThisMonth ?? fixedMinimums;
  return (
    <>
      <div className={styles.tiles}>
        <StatTile label="Total owed" value={formatMoney(total)} help={`${open.length} of ${debts.length} still owed`} testId="total-owed" />
        <StatTile label="Minimums this month" value={formatMoney(minimums)} help="every due date in the month" />
        <StatTile label="Average APR" value={formatPercent(Math.round(weightedApr * 100) / 100)} help="weighted by balance" />
        <StatTile
          label="Card utilization"
          value={limits > 0 ? `${Math.round((cardBalance / limits) * 100)}%` : '—'}
          help={limits > 0 ? `${formatMoney(cardBalance)} of ${formatMoney(limits)}` : 'add a credit limit to a card'}
        />
      </div>
      <p className={styles.note} data-testid="debt-totals">
        {open.length} {open.length === 1 ? 'debt' : 'debts'} · total {formatMoney(total)} · minimums {formatMoney(minimums)} a month
        {paidCount > 0 ? ` · ${paidCount} paid off` : ''}
        {closedUnpaid > 0 ? ` · ${closedUnpaid} closed without being paid off` : ''}
      </p>
    </>
  );
}
