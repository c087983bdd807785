import { staticStyles } from '@/lib/ui/static-styles';

export const settings = staticStyles('settings', {
  // The card whose action cannot be undone.
  danger: { borderColor: 'border.error' },
  action: { alignSelf: 'start' },
});
