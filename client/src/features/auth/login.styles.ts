import { staticStyles } from '@/lib/ui/static-styles';

/** The login page's layout around the kit's card, tabs, fields and buttons. */
export const login = staticStyles('login', {
  page: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100dvh', paddingBlock: '10', paddingInline: '4', bg: 'bg.subtle' },
  card: { width: 'full', maxWidth: 'md' },
  brand: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', textAlign: 'center' },
  muted: { color: 'fg.muted' },
  tabs: { marginBottom: '4' },
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
  error: { color: 'fg.error', fontSize: 'sm' },
  // Why this device was signed out (e.g. signed out everywhere), shown once.
  notice: { marginBottom: '4', padding: '3', borderRadius: 'l2', bg: 'bg.muted', fontSize: 'sm' },
  social: { display: 'flex', flexDirection: 'column', gap: '3', marginTop: '4' },
  // "—— or ——"
  or: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    color: 'fg.muted',
    fontSize: 'sm',
    _before: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border' },
    _after: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border' },
  },
});
