import { staticStyles } from '@/lib/ui/static-styles';

export const dbSchema = staticStyles('db-schema', {
  // Field names and default values as written in the schema.
  code: { fontFamily: 'mono' },
});
