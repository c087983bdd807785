import { ChakraProvider, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PartyPopperIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Debt } from '@schemas/index';
import { useAmortizationTables } from '@/data/amortization-tables/use-amortization-tables';
import { useStrategy } from '@/data/strategies/use-strategy';
import { useUid } from '@/lib/auth/use-uid';
import { currentMonth, dayLabel } from '@/lib/calendar-month';
import { formatMoney } from '@/lib/money';
import { Button } from '@/lib/ui/button';
import { system } from '@/lib/ui/system';
import { currentPlan, plannableDebts } from '@/planning/current-plan';
import { freedUp, freedUpText, type PaidOffDebt } from '@/planning/milestones';

interface PaidOffDialogProps {
  payoff: PaidOffDebt;
  debt: Debt;
  debts: readonly Debt[];
  onDismiss: () => void;
}

/**
 * The paid-off moment: what was paid on the debt in all (recorded payments), and what it freed up
 * for the next debt on the current plan (the plan every screen shows, planning/current-plan.ts).
 * A dialog the person dismisses (Escape, the close button, "Keep going", a click elsewhere); it is
 * not modal and blocks nothing: the payment is saved already, and the screen behind stays usable.
 */
export function PaidOffDialog({ payoff, debt, debts, onDismiss }: PaidOffDialogProps) {
  const uid = useUid();
  const strategy = useStrategy(uid);
  const tables = useAmortizationTables(uid);
  const [thisMonth] = useState(() => currentMonth());
  const loading = strategy.isLoading || tables.isLoading;
  const freed = useMemo(() => {
    if (loading) return null;
    const current = currentPlan({ debts, strategy: strategy.data, tables: tables.data, thisMonth });
    return freedUpText(freedUp(debt, current), plannableDebts(debts).length);
  }, [loading, debts, strategy.data, tables.data, thisMonth, debt]);

  return (
    // Chakra's runtime for this dialog only: the frame it shows in is Chakra-free (app/chakra-scope.tsx).
    <ChakraProvider value={system}>
      {/* Not modal: the moment blocks nothing behind it; a click elsewhere dismisses it like Escape does. */}
      <Dialog.Root open modal={false} onOpenChange={(details) => (details.open ? undefined : onDismiss())} placement="center" size={{ base: 'sm', md: 'md' }}>
        <Portal>
          <Dialog.Positioner pointerEvents="none">
            <Dialog.Content data-testid="paid-off-moment" pointerEvents="auto" boxShadow="2xl">
              <Dialog.Header>
                <Dialog.Title display="flex" alignItems="center" gap="2">
                  <PartyPopperIcon aria-hidden />
                  {payoff.name} is paid off!
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text data-testid="paid-off-total">
                    You paid {formatMoney(payoff.paidInAll)} on it in all. Paid off on {dayLabel(payoff.date)}.
                  </Text>
                  <Text data-testid="paid-off-freed">{freed ?? 'Working out what this frees up…'}</Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button asChild variant="outline" size="sm" onClick={onDismiss}>
                  <Link to="/progress">See your milestones</Link>
                </Button>
                <Button colorPalette="accent" size="sm" onClick={onDismiss}>
                  Keep going
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraProvider>
  );
}
