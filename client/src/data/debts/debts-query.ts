import type { Debt } from '@schemas/index';
import { LOCAL_QUERY_PATHS } from '@/data/query/local-query-keys';
import type { LocalQuery } from '../use-local-query';
import { getDebts } from './get-debts';
import { watchDebts } from './use-debts';

/** `/api/debts` (spec §7): the signed-in user's debts, oldest first, resolved from the local database. */
export const DEBTS_QUERY: LocalQuery<Debt[]> = {
  path: LOCAL_QUERY_PATHS.debts,
  load: getDebts,
  watch: watchDebts,
};
