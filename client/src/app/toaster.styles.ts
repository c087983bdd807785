import { staticStyles } from '@/lib/ui/static-styles';

export const toasterStyles = staticStyles('toaster', {
  // A toast of something still going on: its spinner in the info colour.
  spinner: { color: 'blue.solid' },
});
