import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CopyPlusIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { Strategy } from '@schemas/index';
import type { DataContext } from '@/data/data-context';
import { chooseStrategy } from '@/data/strategies/choose-strategy';
import { checkScenarioName, createScenario } from '@/data/strategies/create-scenario';
import { deleteStrategy } from '@/data/strategies/delete-strategy';
import { updateStrategy } from '@/data/strategies/update-strategy';
import { Badge } from '@/lib/ui/badge';
import { Button } from '@/lib/ui/button';
import { useConfirmation } from '@/lib/ui/use-confirmation';
import { FormActions } from '@/lib/ui/form-actions';
import { ActionProblem, InlineField } from './inline-form-parts';
import { cx } from '@/lib/ui/static-styles';
import { layout, scenarioBar, strategy } from './strategy.styles';

interface ScenarioBarProps {
  ctx: DataContext;
  /** Every scenario, by name. */
  scenarios: readonly Strategy[];
  currentId: string | null;
  /** The scenario on screen (null: Paydown's suggestion, nothing stored yet). */
  shown: Strategy | null;
  onShow: (id: string) => void;
  /** Stores the scenario on screen if it is still the suggestion; resolves with its id (null: it could not be stored). */
  storeShown: () => Promise<string | null>;
}

type Naming = { mode: 'new' | 'rename'; name: string; error: string | null };

/** Which scenario the page edits, and making, renaming, deleting and choosing scenarios. */
export function ScenarioBar({ ctx, scenarios, currentId, shown, onShow, storeShown }: ScenarioBarProps) {
  const [naming, setNaming] = useState<Naming | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { ask, dialog } = useConfirmation();
  const isCurrent = shown !== null && shown.id === currentId;
  const onlyOne = scenarios.length <= 1;

  async function submitName(event: FormEvent) {
    event.preventDefault();
    if (!naming) return;
    const others = naming.mode === 'rename' && shown ? scenarios.filter((scenario) => scenario.id !== shown.id) : scenarios;
    const error = checkScenarioName(naming.name, others);
    if (error) return setNaming({ ...naming, error });
    const id = await storeShown();
    if (!id) return setNaming({ ...naming, error: 'Paydown could not store this plan. Try again.' });
    const result = naming.mode === 'new' ? await createScenario(ctx, { name: naming.name, copyOf: id }) : await updateStrategy(ctx, id, { name: naming.name.trim() });
    if (!result.success) return setNaming({ ...naming, error: result.fieldErrors?.name ?? result.error });
    setNaming(null);
    if (naming.mode === 'new') onShow(result.data.id);
  }

  async function remove() {
    if (!shown) return;
    const yes = await ask({
      title: `Delete “${shown.name}”?`,
      text: isCurrent
        ? 'It is your current plan: Dashboard and Progress will follow the plan you chose before it. Its budget changes and one-time payments go with it.'
        : 'Its budget changes and one-time payments go with it. Your current plan stays as it is.',
      confirmLabel: 'Delete scenario',
    });
    if (!yes) return;
    const result = await deleteStrategy(ctx, shown.id);
    setProblem(result.success ? null : result.error);
  }

  async function choose() {
    if (!shown) return;
    const result = await chooseStrategy(ctx, shown.id);
    setProblem(result.success ? null : result.error);
  }

  return (
    <div className={scenarioBar.stack} data-testid="scenario-bar">
      <div className={scenarioBar.choice}>
        {shown ? (
          <Field.Root width="auto" minW="12rem" flex="1">
            <Field.Label>Scenario</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="scenario" value={shown.id} onChange={(event) => onShow(event.target.value)}>
                {scenarios.map((scenario) => (
                  <option key={scenario.id} value={scenario.id}>
                    {scenario.id === currentId ? `${scenario.name} (current plan)` : scenario.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : (
          <p className={cx(layout.muted, layout.small, strategy.grow)}>Paydown’s suggestion: change a setting or save it to make it your plan.</p>
        )}
        {isCurrent ? (
          <Badge colorPalette="accent" data-testid="scenario-current">
            Current plan
          </Badge>
        ) : shown ? (
          <Button size="sm" colorPalette="accent" onClick={() => void choose()}>
            Make this my plan
          </Button>
        ) : null}
      </div>
      <div className={scenarioBar.actions}>
        <Button size="sm" variant="outline" onClick={() => setNaming({ mode: 'new', name: '', error: null })}>
          <CopyPlusIcon /> New scenario
        </Button>
        {shown ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setNaming({ mode: 'rename', name: shown.name, error: null })}>
              <PencilIcon /> Rename
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" disabled={onlyOne} onClick={() => void remove()}>
              <Trash2Icon /> Delete
            </Button>
          </>
        ) : null}
      </div>
      {shown && onlyOne ? (
        <p className={cx(layout.muted, layout.fine)}>Your only plan can’t be deleted: make another scenario first.</p>
      ) : null}
      {naming ? (
        <form aria-label={naming.mode === 'new' ? 'New scenario' : 'Rename scenario'} onSubmit={(event) => void submitName(event)} noValidate>
          <div className={scenarioBar.naming}>
            <InlineField
              label={naming.mode === 'new' ? 'Name of the new scenario' : 'New name'}
              error={naming.error}
              helper={naming.mode === 'new' ? `A copy of ${shown ? `“${shown.name}”` : 'this plan'}, to change as you like.` : undefined}
            >
              <Input name="scenarioName" value={naming.name} placeholder="Aggressive" onChange={(event) => setNaming({ ...naming, name: event.target.value, error: null })} />
            </InlineField>
            <FormActions size="sm" submitLabel={naming.mode === 'new' ? 'Create scenario' : 'Save name'} onCancel={() => setNaming(null)} />
          </div>
        </form>
      ) : null}
      <ActionProblem problem={problem} />
      {dialog}
    </div>
  );
}
