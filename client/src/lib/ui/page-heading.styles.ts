import { staticStyles } from './static-styles';

export const pageHeading = staticStyles('page-heading', {
  root: { display: 'flex', flexDirection: 'column', gap: '1', marginBottom: '6' },
  description: { color: 'fg.muted' },
});
