import { staticStyles } from '@/lib/ui/static-styles';

/** The page shown instead of the screens when the local database fails (database-failed-page.tsx). */
export const databaseFailed = staticStyles('database-failed', {
  page: {
    boxSizing: 'border-box',
    maxWidth: '40rem',
    minHeight: '100dvh',
    marginInline: 'auto',
    paddingBlock: '8',
    paddingInline: '4',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: '4',
  },
  text: { color: 'fg.muted' },
  // The error text keeps its line breaks (RxDB's messages have some) and wraps long words.
  error: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '3' },
  failed: { color: 'fg.error' },
});
