import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FinancialGoalName, FinancialGoals } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { FINANCIAL_GOAL_NAMES } from '@/data/financial-goals/default-financial-goals';
import { GOAL_EFFECTS, GOAL_LABELS } from '@/data/financial-goals/goal-labels';
import { updateFinancialGoals } from '@/data/financial-goals/update-financial-goals';

interface GoalsFormProps {
  ctx: DataContext;
  /** The live goals (all off until chosen); a change made on another device shows at once. */
  goals: FinancialGoals | null;
}

/** The four financial goals, each saved as it is ticked; they drive the strategy recommendation. */
export function GoalsForm({ ctx, goals }: GoalsFormProps) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function toggle(name: FinancialGoalName, checked: boolean) {
    const result = await updateFinancialGoals(ctx, { [name]: checked });
    setStatus(
      result.success
        ? { ok: true, text: `${checked ? 'Added' : 'Removed'}: ${GOAL_LABELS[name]}.` }
        : { ok: false, text: `Your goal could not be saved: ${result.fieldErrors?.[name] ?? result.error}` },
    );
  }

  return (
    <Stack gap="4" as="fieldset">
      <Text as="legend" color="fg.muted" mb="2">
        Choose what matters to you. Paydown recommends a payoff strategy on the Strategy screen from these goals.
      </Text>
      {FINANCIAL_GOAL_NAMES.map((name) => (
        <Checkbox.Root key={name} alignItems="flex-start" checked={goals?.[name] === true} onCheckedChange={(details) => void toggle(name, details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Stack gap="0">
            <Checkbox.Label>{GOAL_LABELS[name]}</Checkbox.Label>
            <Text fontSize="sm" color="fg.muted">
              {GOAL_EFFECTS[name]}
            </Text>
          </Stack>
        </Checkbox.Root>
      ))}
      <Text role={status && !status.ok ? 'alert' : 'status'} fontSize="sm" color={status?.ok === false ? 'fg.error' : 'fg.muted'}>
        {status?.text ?? ''}
      </Text>
    </Stack>
  );
}
