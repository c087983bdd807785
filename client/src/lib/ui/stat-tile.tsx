import { memo, type ReactNode } from 'react';
import { card, stat } from './kit.styles';
import { cx } from './static-styles';
import { tile } from './stat-tile.styles';

/**
 * One headline number in a card: a label, the value and an optional line of context. Chakra's Card
 * (size sm) around its Stat (a description list), drawn by the theme's recipes as static classes.
 * Memoized: with text values, a tile whose numbers did not change stays as it is when the page
 * re-renders.
 */
export const StatTile = memo(function StatTile({ label, value, help, testId }: { label: string; value: ReactNode; help?: ReactNode; testId?: string }) {
  return (
    <div className={cx(card('root', { size: 'sm' }), tile.root)}>
      <div className={card('body', { size: 'sm' })}>
        <dl className={stat('root')}>
          <dt className={stat('label')}>{label}</dt>
          <dd className={cx(stat('valueText'), tile.value)} data-testid={testId}>
            {value}
          </dd>
          {/* A <dl> may hold only dt/dd groups: the context line is a second description of the label. */}
          {help ? (
            <dd className={stat('helpText')} data-testid={testId && `${testId}-help`}>
              {help}
            </dd>
          ) : null}
        </dl>
      </div>
    </div>
  );
});
