import { staticStyles } from '@/lib/ui/static-styles';

/** The banners above the content (banners.tsx). */
export const banners = staticStyles('banners', {
  list: { display: 'flex', flexDirection: 'column', gap: '3', marginBottom: '5' },
  // A card with actions: beside the text on wider screens, on a row of their own below it on
  // phones, so the text keeps the card's full width instead of a narrow column next to buttons.
  actionCard: { flexWrap: { base: 'wrap', md: 'nowrap' }, rowGap: '3' },
  // On phones the row is indented by the indicator's width plus the gap (5 + 3), lining it up with the text.
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    alignSelf: 'center',
    flexShrink: '0',
    width: { base: '100%', md: 'auto' },
    paddingInlineStart: { base: '8', md: '0' },
  },
});
