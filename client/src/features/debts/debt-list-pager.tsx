import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/lib/ui/button';
import type { DebtListView } from './debt-list-view';
import { debts as styles } from './debts.styles';

/** "26–50 of 100 debts", and the previous and next pages. */
export function DebtListPager({ view, onPage }: { view: DebtListView; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label="Pages of debts">
      <p aria-live="polite">
        {view.from}–{view.to} of {view.total} {view.total === 1 ? 'debt' : 'debts'}
      </p>
      {view.pages > 1 ? (
        <div className={styles.pagerButtons}>
          <Button size="sm" variant="outline" disabled={view.page <= 1} onClick={() => onPage(view.page - 1)}>
            <ChevronLeftIcon aria-hidden="true" /> Previous
          </Button>
          <span>
            Page {view.page} of {view.pages}
          </span>
          <Button size="sm" variant="outline" disabled={view.page >= view.pages} onClick={() => onPage(view.page + 1)}>
            Next <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
