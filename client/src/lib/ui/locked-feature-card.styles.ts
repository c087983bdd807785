import { staticStyles } from '@/lib/ui/static-styles';

export const lockedFeature = staticStyles('locked-feature', {
  // A place for something not unlocked yet: a dashed outline.
  card: { borderStyle: 'dashed' },
  action: { alignSelf: 'start' },
});
