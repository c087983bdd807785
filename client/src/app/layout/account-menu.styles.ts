import { staticStyles } from '@/lib/ui/static-styles';

/** The account menu's trigger and what its items show beside their label (the menu itself is the kit's). */
export const accountMenu = staticStyles('account-menu', {
  trigger: { display: 'inline-flex', alignItems: 'center', gap: '2', padding: '1', borderRadius: 'full', cursor: 'pointer' },
  // The name beside the avatar: from the lg breakpoint up, cut short with an ellipsis.
  name: { display: { base: 'none', lg: 'inline' }, maxWidth: '12rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 'sm' },
  // Under the "My Account" heading: name · email.
  who: {
    display: 'block',
    maxWidth: '16rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'fg.muted',
    fontSize: 'xs',
    fontWeight: 'normal',
  },
  subscription: { display: 'flex', flex: '1', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
  label: { display: 'flex', alignItems: 'center', gap: '2' },
  tier: { color: 'fg.muted', fontSize: 'xs' },
  // While the subscription loads: a skeleton as long as a short tier name.
  tierSkeleton: { flexShrink: '0', width: '12', height: '3', borderRadius: 'l2', animationDuration: '1.2s' },
});
