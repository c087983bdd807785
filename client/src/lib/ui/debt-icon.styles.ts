import { staticStyles } from './static-styles';

/** A debt's icon beside its name (debt-icon.tsx): text-sized, in the debt's colour or the muted text colour. */
export const debtIcon = staticStyles('debt-icon', {
  icon: { display: 'inline-block', flexShrink: 0, width: '1.1em', height: '1.1em', verticalAlign: '-0.175em', marginInlineEnd: '1.5', color: 'fg.muted' },
});
