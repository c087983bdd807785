import { memo, type ReactNode } from 'react';
import './card.css';
import './stat-tile.css';

/**
 * One headline number in a card: a label, the value and an optional line of context. Plain
 * elements styled by card.css and stat-tile.css (a description list, as Chakra's Stat renders
 * it). Memoized: with text values, a tile whose numbers did not change stays as it is when the
 * page re-renders.
 */
export const StatTile = memo(function StatTile({ label, value, help, testId }: { label: string; value: ReactNode; help?: ReactNode; testId?: string }) {
  return (
    <div className="card stat-tile">
      <div className="card__body">
        <dl className="stat-tile__stat">
          <dt className="stat-tile__label">{label}</dt>
          <dd className="stat-tile__value" data-testid={testId}>
            {value}
          </dd>
          {/* A <dl> may hold only dt/dd groups: the context line is a second description of the label. */}
          {help ? <dd className="stat-tile__help">{help}</dd> : null}
        </dl>
      </div>
    </div>
  );
});
