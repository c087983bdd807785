/**
 * Spec §5: saving a user coerces emailVerified and isAnonymous to strict booleans. Values arrive from
 * the identity provider, from the server's answer (which may come from a SQL row: 1/0) or from
 * browser storage (strings), so true, 1, 'true' and '1' mean true; everything else (false, 0,
 * 'false', null, undefined…) means false. `Boolean('false')` would be true, hence this helper.
 */
export function toStrictBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}
