import { useBreakpointValue } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Debt, Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { deleteDebt, type RemovedDebt } from '@/data/debts/delete-debt';
import { prioritiesForMove, updateDebtPriorities } from '@/data/debts/update-debt-priorities';
import { parseDebtPriorities } from '@/data/strategies/debt-priorities';
import { updateStrategy } from '@/data/strategies/update-strategy';
import { Button } from '@/lib/ui/button';
import { positionFieldId } from '@/lib/ui/position-field';
import { useStableCallback } from '@/lib/ui/use-stable-callback';
import { CloseDebtForm } from './close-debt-form';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import type { DebtAction } from './debt-actions';
import { DebtCards } from './debt-cards';
import { DebtForm } from './debt-form';
import { DebtListPager } from './debt-list-pager';
import { DEBTS_PER_PAGE, isNarrowed, showsWholeOrder, type DebtListSearch, type DebtSortKey } from './debt-list-search';
import { DebtListToolbar } from './debt-list-toolbar';
import { debtListView, inPayoffOrder } from './debt-list-view';
import { DebtTable } from './debt-table';
import { FormDialog } from './form-dialog';
import { PaymentForm } from './payment-form';
import { PaymentHistory } from './payment-history';
import { ReopenDebtForm } from './reopen-debt-form';
import { StatementForm } from './statement-form';
import { UNDO_DEBT_BUTTON_ID } from './debt-deletion-undo';
import { debts as styles } from './debts.styles';
import { UNDO_SECONDS } from './undo-notice';

/** The open dialog; a payment may start prefilled (a payment a statement showed missing). */
type Open = { kind: DebtAction; debt: Debt; prefill?: { amount: number; date: string } } | null;

interface DebtListProps {
  ctx: DataContext;
  debts: Debt[];
  /** The user's current strategy: a custom order saved on it follows reordering here. */
  strategy: Strategy | null;
  today: string;
  /** A debt was deleted: the page offers its undo (the list itself goes with its last debt). */
  onDeleted: (debt: Debt, removed: RemovedDebt) => void;
  /** A debt whose "Update from statement" opens straight away (a link from the debt's page). */
  statementFor?: string | undefined;
  /** Called when the person leaves that dialog, so the link opens it once. */
  onStatementLinkDone?: () => void;
  /** The view in the address: search, filter, sort and page. */
  search: DebtListSearch;
  /** Changes the view (the address, replacing its entry when `replace`). */
  onSearch: (search: DebtListSearch, replace?: boolean) => void;
}

/**
 * The edit form over the live debt (it follows changes from other devices while open); if another
 * device deletes the debt meanwhile, the form goes rather than adding it back as a new one.
 */
function EditDebt({ ctx, debt, onDone }: { ctx: DataContext; debt: Debt | undefined; onDone: () => void }) {
  if (!debt) {
    return (
      <p className={styles.error} role="alert">
        This debt was deleted on another device, so there is nothing left to edit.
      </p>
    );
  }
  return <DebtForm ctx={ctx} debt={debt} onDone={onDone} onCancel={onDone} />;
}

/** The user's debts in priority order, with what can be done with each; cards on phones and tablets, a table on wider screens. */
export function DebtList({ ctx, debts, strategy, today, onDeleted, statementFor, onStatementLinkDone, search, onSearch }: DebtListProps) {
  const [chosen, setDialog] = useState<Open>(null);
  // /debts#statement-{id} (from the debt's page) opens that debt's statement flow, as its menu item does.
  const linked = statementFor === undefined ? undefined : debts.find((entry) => entry.id === statementFor);
  const dialog: Open = chosen ?? (linked ? { kind: 'statement', debt: linked } : null);
  const [moving, setMoving] = useState(false);
  // "Change order" shows each debt's order controls in place of its actions. It holds only while
  // the list shows the payoff order itself: searching, filtering or sorting ends it.
  const [arrangeWanted, setArrangeWanted] = useState(false);
  const arranging = arrangeWanted && showsWholeOrder(search);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: -1 | 1 | 0 } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The table needs a laptop's width to show every column and each debt's buttons; below that, cards.
  const layout = useBreakpointValue({ base: 'cards', lg: 'table' }, { ssr: false }) ?? 'cards';
  const ordered = useMemo(() => inPayoffOrder(debts), [debts]);
  const open = useMemo(() => ordered.filter((row) => row.position !== null).map((row) => row.debt), [ordered]);
  const view = useMemo(() => debtListView(debts, search), [debts, search]);
  // Leaving the linked dialog (closed, or on to another one) drops the link, so it does not open again.
  const leaveLink = useStableCallback(() => (statementFor === undefined ? undefined : onStatementLinkDone?.()));
  const close = useCallback(() => {
    setDialog(null);
    leaveLink();
  }, [leaveLink]);
  // The dialog's debt as it is now (renamed on another device, say), or as it was if deleted since.
  const dialogDebt = dialog ? (debts.find((debt) => debt.id === dialog.debt.id) ?? dialog.debt) : null;

  // Keep the keyboard where the user is: after a move, focus follows the moved debt's button (or
  // its other button when this one became disabled at the top or bottom of the list), or its
  // position field after a position was typed.
  useEffect(() => {
    if (!focusAfterMove || moving) return;
    const { id, direction } = focusAfterMove;
    if (direction === 0) return void document.getElementById(positionFieldId(id))?.focus();
    const same = document.getElementById(`${direction < 0 ? 'move-up' : 'move-down'}-${id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${direction < 0 ? 'move-down' : 'move-up'}-${id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfterMove, moving, debts]);

  /**
   * Moves a debt to a place in the payoff order (0-based): one write of the priorities, usually of
   * that debt alone (prioritiesForMove says why). `focus` says where the keyboard goes after.
   */
  async function move(debt: Debt, to: number, focus: -1 | 1 | 0) {
    const ids = open.map((d) => d.id);
    const from = ids.indexOf(debt.id);
    if (from < 0 || to < 0 || to >= ids.length || to === from) return;
    ids.splice(from, 1);
    ids.splice(to, 0, debt.id);
    setMoving(true);
    setProblem(null);
    const result = await updateDebtPriorities(ctx, prioritiesForMove(open, debt.id, to));
    // A custom order saved on the strategy would otherwise keep the old order for the Custom plan.
    if (result.success && strategy && parseDebtPriorities(strategy.debtPriorities).length > 0) {
      await updateStrategy(ctx, strategy.id, { debtPriorities: ids });
    }
    setMoving(false);
    if (!result.success) return setProblem(`Could not change the order: ${result.error}`);
    // The page of the order follows the debt, so it stays in view with its field.
    const page = Math.floor(to / DEBTS_PER_PAGE) + 1;
    if (showsWholeOrder(search) && page !== view.page) onSearch({ ...search, page }, true);
    setFocusAfterMove({ id: debt.id, direction: focus });
    setAnnouncement(`${debt.name} moved to position ${to + 1} of ${ids.length}.`);
  }

  function moveTo(debt: Debt, position: number) {
    if (!Number.isInteger(position) || position < 1 || position > open.length) {
      return setProblem(`Type a position from 1 to ${open.length} to move ${debt.name}.`);
    }
    void move(debt, position - 1, 0);
  }

  function act(action: DebtAction, debt: Debt) {
    setProblem(null);
    setDialog({ kind: action, debt });
  }

  async function remove(debt: Debt) {
    const result = await deleteDebt(ctx, debt.id);
    if (!result.success) return setProblem(`Could not delete ${debt.name}: ${result.error}`);
    onDeleted(debt, result.data.removed);
  }

  /** After a dialog's change is saved: closes it and tells screen readers. */
  const closed = (debt: Debt, what: string) => () => {
    setDialog(null);
    setAnnouncement(`${debt.name} ${what}.`);
  };

  const onMove = useStableCallback((debt: Debt, direction: -1 | 1) => void move(debt, open.findIndex((entry) => entry.id === debt.id) + direction, direction));
  const onMoveTo = useStableCallback(moveTo);
  const onAction = useStableCallback((a: DebtAction, d: Debt) => act(a, d));
  const change = useStableCallback((next: Partial<DebtListSearch>, replace: boolean) => onSearch({ ...search, ...next, page: undefined }, replace));
  const onSort = useStableCallback((key: DebtSortKey) => {
    const current = search.sort ?? 'order';
    change({ sort: key, dir: current === key && search.dir !== 'desc' ? 'desc' : 'asc' }, false);
  });
  const sort = useMemo(() => ({ key: search.sort ?? 'order', dir: search.dir ?? 'asc' }), [search.sort, search.dir]);
  const viewProps = { rows: view.rows, owedCount: open.length, today, moving, arranging, onMove, onMoveTo, onAction };
  function toggleArranging() {
    setAnnouncement(arranging ? 'Done changing the order.' : 'Each debt now shows its place in the order, to drag, type or move with arrows.');
    if (arranging) return setArrangeWanted(false);
    // The whole order, on the page the person was looking at when it already showed the order.
    if (!showsWholeOrder(search)) onSearch({});
    setArrangeWanted(true);
  }
  return (
    <div className={styles.stack}>
      <DebtListToolbar search={search} showSort={layout !== 'table'} onChange={(next) => change(next, 'q' in next)} />
      {open.length > 1 ? (
        <div className={styles.orderNote}>
          <p className={styles.note}>
            {arranging
              ? 'Drag a debt by its grip, type its new position and press Enter, or move it one place with its arrows.'
              : 'The order is your priority: the Custom strategy pays debts in this order, and the others use it to break ties.'}
          </p>
          <Button size="sm" variant={arranging ? 'solid' : 'outline'} colorPalette={arranging ? 'accent' : undefined} onClick={toggleArranging}>
            {arranging ? 'Done' : 'Change order'}
          </Button>
        </div>
      ) : null}
      {view.total === 0 ? (
        <div className={styles.noMatch} role="status">
          <p>{isNarrowed(search) ? 'No debts match your search and filters.' : 'No debts to show.'}</p>
          <Button size="sm" variant="outline" onClick={() => onSearch({})}>
            Clear search and filters
          </Button>
        </div>
      ) : layout === 'table' ? (
        <DebtTable {...viewProps} sort={sort} onSort={onSort} />
      ) : (
        <DebtCards {...viewProps} />
      )}
      {view.total > 0 ? <DebtListPager view={view} onPage={(page) => onSearch({ ...search, page })} /> : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>

      <FormDialog title={dialogDebt ? `Edit ${dialogDebt.name}` : ''} open={dialog?.kind === 'edit'} onClose={close}>
        {dialog?.kind === 'edit' ? <EditDebt ctx={ctx} debt={debts.find((debt) => debt.id === dialog.debt.id)} onDone={close} /> : null}
      </FormDialog>
      <FormDialog title={dialogDebt ? `Record a payment: ${dialogDebt.name}` : ''} open={dialog?.kind === 'pay'} onClose={close}>
        {dialog?.kind === 'pay' ? <PaymentForm ctx={ctx} debtId={dialog.debt.id} today={today} prefill={dialog.prefill} onDone={close} onCancel={close} /> : null}
      </FormDialog>
      <FormDialog title={dialogDebt ? `Update from statement: ${dialogDebt.name}` : ''} open={dialog?.kind === 'statement'} onClose={close}>
        {dialog?.kind === 'statement' && dialogDebt ? (
          <StatementForm
            ctx={ctx}
            debt={dialogDebt}
            today={today}
            onDone={(what) => {
              close();
              setAnnouncement(`${what}.`);
            }}
            onCancel={close}
            onRecordPayment={(prefill) => {
              setDialog({ kind: 'pay', debt: dialogDebt, prefill });
              leaveLink();
            }}
            onCorrectBalance={() => {
              setDialog({ kind: 'edit', debt: dialogDebt });
              leaveLink();
            }}
          />
        ) : null}
      </FormDialog>
      <FormDialog title={dialogDebt ? `Payments: ${dialogDebt.name}` : ''} open={dialog?.kind === 'history'} onClose={close}>
        {dialog?.kind === 'history' && dialogDebt ? <PaymentHistory ctx={ctx} debt={dialogDebt} today={today} /> : null}
      </FormDialog>
      <FormDialog title={dialogDebt ? `Close ${dialogDebt.name}` : ''} open={dialog?.kind === 'close'} onClose={close}>
        {dialog?.kind === 'close' && dialogDebt ? <CloseDebtForm ctx={ctx} debt={dialogDebt} today={today} onDone={closed(dialogDebt, 'closed')} onCancel={close} /> : null}
      </FormDialog>
      <FormDialog title={dialogDebt ? `Reopen ${dialogDebt.name}` : ''} open={dialog?.kind === 'reopen'} onClose={close}>
        {dialog?.kind === 'reopen' && dialogDebt ? <ReopenDebtForm ctx={ctx} debt={dialogDebt} onDone={closed(dialogDebt, 'reopened')} onCancel={close} /> : null}
      </FormDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialogDebt ? `Delete ${dialogDebt.name}?` : ''}
        confirmLabel="Delete debt"
        onConfirm={() => (dialogDebt ? remove(dialogDebt) : Promise.resolve())}
        onClose={close}
        focusAfterConfirm={() => document.getElementById(UNDO_DEBT_BUTTON_ID)}
      >
        {dialogDebt ? `${dialogDebt.name} and its payment history are deleted on all your devices. You can undo this for ${UNDO_SECONDS} seconds.` : ''}
      </ConfirmDialog>
    </div>
  );
}
