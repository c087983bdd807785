import { staticStyles } from '@/lib/ui/static-styles';

/** The "Due soon and overdue" card's rows: the debt and when on the left; amount, where it stands and the action on the right. */
export const dueSoon = staticStyles('due-soon', {
  list: { display: 'flex', flexDirection: 'column', gap: '3', margin: '0', padding: '0', listStyleType: 'none' },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3', width: '100%', flexWrap: 'wrap' },
  debt: { minWidth: '0', flex: '1 1 12rem' },
  name: { display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium', overflowWrap: 'anywhere' },
  side: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' },
  amount: { fontWeight: 'medium', whiteSpace: 'nowrap' },
});
