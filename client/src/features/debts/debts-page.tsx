import { EmptyState, HStack, List } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useState } from 'react';
import { CreditCardIcon, PlusIcon, WalletIcon } from 'lucide-react';
import { useDebts } from '@/data/debts/use-debts';
import { useStrategy } from '@/data/strategies/use-strategy';
import type { DataContext } from '@/data/data-context';
import { useDataContext } from '@/data/use-data-context';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth } from '@/lib/calendar-month';
import { minimumsThisMonth } from '@/planning/current-plan';
import { isOwed } from '@/planning/debt-status';
import { todayIso } from '@/lib/today';
import { Button } from '@/lib/ui/button';
import { DataReadError } from '@/lib/ui/data-read-error';
import { PageHeading } from '@/lib/ui/page-heading';
import { Spinner } from '@/lib/ui/spinner';
import { useDebtDeletionUndo } from './debt-deletion-undo';
import { DebtForm } from './debt-form';
import { DebtList } from './debt-list';
import { validateDebtListSearch, type DebtListSearch } from './debt-list-search';
import { FormDialog } from './form-dialog';
import { DebtTotals } from './debt-totals';
import { debts as styles } from './debts.styles';
import { RecordPaymentDialog } from './record-payment-dialog';

/**
 * Links from other screens: /debts#add-debt opens the add form, /debts#record-payment opens the
 * payment dialog, /debts#record-payment-<debt id> opens it for that debt (the Dashboard's due list),
 * /debts#statement-<debt id> (the debt's page) opens "Update from statement" for it.
 */
const ADD_DEBT = 'add-debt';
const RECORD_PAYMENT = 'record-payment';
const STATEMENT = 'statement-';
const isPaymentLink = (hash: string) => hash === RECORD_PAYMENT || hash.startsWith(`${RECORD_PAYMENT}-`);

const ADD_BUTTON_ID = 'add-debt-button';
/** After the add form closes: the heading's "Add a debt" (the empty list's "Add your first debt" is gone once a debt is added). */
const addDebtFocus = () => document.getElementById(ADD_BUTTON_ID);

/**
 * The add form, in a dialog opened from the top of the page (a list of a hundred debts would
 * otherwise put it far below). Memoized: the page re-rendering for a synced debt leaves it alone.
 */
const AddDebtDialog = memo(function AddDebtDialog({ ctx, open, onClose }: { ctx: DataContext; open: boolean; onClose: () => void }) {
  return (
    <FormDialog title="Add a debt" open={open} onClose={onClose} finalFocus={addDebtFocus}>
      <DebtForm ctx={ctx} onDone={onClose} onCancel={onClose} />
    </FormDialog>
  );
});

/** The page's title and its two quick actions; memoized, so a synced change leaves it alone. */
const DebtsHeading = memo(function DebtsHeading({ actions, canPay, onAdd, onPay }: { actions: boolean; canPay: boolean; onAdd: () => void; onPay: () => void }) {
  return (
    <PageHeading title="Debts" description="Every debt you are paying down, with balances, rates and payments.">
      {actions ? (
        <HStack gap="2" mt="2" wrap="wrap">
          <Button id={ADD_BUTTON_ID} size="sm" colorPalette="accent" onClick={onAdd}>
            <PlusIcon /> Add a debt
          </Button>
          {canPay ? (
            <Button size="sm" variant="outline" onClick={onPay}>
              <WalletIcon /> Record a payment
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </PageHeading>
  );
});

export function DebtsPage(): React.JSX.Element {
  const uid = useUid();
  const ctx = useDataContext(uid);
  const { data: debts, isLoading, error } = useDebts(uid);
  const { data: strategy } = useStrategy(uid);
  const hash = useLocation({ select: (location) => location.hash });
  const rawSearch = useLocation({ select: (location) => location.search });
  const search = useMemo(() => validateDebtListSearch(rawSearch), [rawSearch]);
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [adding, setAdding] = useState(false);
  const today = todayIso();
  const minimums = useMemo(() => minimumsThisMonth(debts, currentMonth()), [debts]);
  const owed = debts.filter(isOwed);
  const ready = !isLoading && ctx !== null;
  const undo = useDebtDeletionUndo(ctx, debts);

  // /debts#add-debt (the Dashboard's and other screens' links) opens the add form.
  const addOpen = adding || (ctx !== null && hash === ADD_DEBT);
  // /debts#record-payment (the dashboard's quick action) opens the dialog straight away.
  const paymentOpen = paying || (ready && isPaymentLink(hash));
  const linkedDebtId = !paying && hash.startsWith(`${RECORD_PAYMENT}-`) ? hash.slice(RECORD_PAYMENT.length + 1) : undefined;

  const startPaying = useCallback(() => setPaying(true), []);
  const startAdding = useCallback(() => setAdding(true), []);
  const clearHash = useCallback(() => void navigate({ to: '/debts', search: (previous) => previous, hash: '', replace: true }), [navigate]);
  const closeAdd = useCallback(() => {
    setAdding(false);
    if (window.location.hash === `#${ADD_DEBT}`) clearHash();
  }, [clearHash]);
  const onSearch = useCallback(
    (next: DebtListSearch, replace = false) => void navigate({ to: '/debts', search: validateDebtListSearch({ ...next }), hash: '', replace }),
    [navigate],
  );
  const closePayment = () => {
    setPaying(false);
    if (isPaymentLink(hash)) clearHash();
  };

  return (
    <>
      <DebtsHeading actions={ready} canPay={owed.length > 0} onAdd={startAdding} onPay={startPaying} />
      <div className={styles.stack8}>
        {/* The undo of a deletion, above the list it was deleted from. */}
        {undo.notice}
        {error ? (
          <DataReadError error={error} />
        ) : !ready ? (
          <Spinner aria-label="Loading your debts" />
        ) : debts.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="md" bg="bg.panel">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <CreditCardIcon />
              </EmptyState.Indicator>
              <EmptyState.Title as="h2">No debts yet</EmptyState.Title>
              <EmptyState.Description>
                Add each debt you are paying off. You will need, from a statement or your online account:
              </EmptyState.Description>
              <List.Root fontSize="sm" color="fg.muted" textAlign="start" ps="4">
                <List.Item>the balance you owe today and the interest rate (APR);</List.Item>
                <List.Item>the minimum payment and the day it is due;</List.Item>
                <List.Item>for a card, its credit limit and any promotional rate with its end date.</List.Item>
              </List.Root>
              <Button size="sm" colorPalette="accent" onClick={startAdding}>
                <PlusIcon /> Add your first debt
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <div className={styles.stack4}>
            <DebtTotals debts={debts} minimumsThisMonth={minimums} />
            <DebtList
              ctx={ctx}
              debts={debts}
              strategy={strategy}
              today={today}
              onDeleted={undo.onDeleted}
              statementFor={hash.startsWith(STATEMENT) ? hash.slice(STATEMENT.length) : undefined}
              onStatementLinkDone={clearHash}
              search={search}
              onSearch={onSearch}
            />
          </div>
        )}
      </div>
      {ctx ? <AddDebtDialog ctx={ctx} open={addOpen} onClose={closeAdd} /> : null}
      {ctx && paymentOpen ? <RecordPaymentDialog ctx={ctx} debts={owed} debtId={linkedDebtId} today={today} open onClose={closePayment} /> : null}
    </>
  );
}
