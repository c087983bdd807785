import { staticStyles } from '@/lib/ui/static-styles';

export const subscription = staticStyles('subscription', {
  muted: { color: 'fg.muted' },
  // The tier the person is on.
  currentPlan: { borderColor: 'accent.solid', borderWidth: '2px' },
  // "Save 17 %": as wide as its words, which may wrap.
  saving: { alignSelf: 'start', whiteSpace: 'normal' },
});
