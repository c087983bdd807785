import { staticStyles } from '@/lib/ui/static-styles';

export const dbSchema = staticStyles('db-schema', {
  // Field names and default values as written in the schema.
  code: { fontFamily: 'mono' },
  // Long names and enumerations (camelCase, snake_case) may break anywhere rather than push a
  // column out of the card.
  breakAnywhere: { overflowWrap: 'anywhere' },
  // Columns shown from md up; on phones what they say is under the type (the table then fits).
  wideOnly: { display: { base: 'none', md: 'table-cell' } },
});
