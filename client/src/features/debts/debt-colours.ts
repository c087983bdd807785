/** Colours a debt can be given for charts: mid-tone hues that read on light and dark backgrounds. */
export const DEBT_COLOURS: readonly { name: string; hex: string }[] = [
  { name: 'Teal', hex: '#0d9488' },
  { name: 'Orange', hex: '#ea580c' },
  { name: 'Purple', hex: '#9333ea' },
  { name: 'Blue', hex: '#2563eb' },
  { name: 'Pink', hex: '#db2777' },
  { name: 'Green', hex: '#16a34a' },
  { name: 'Red', hex: '#dc2626' },
  { name: 'Gold', hex: '#ca8a04' },
];
