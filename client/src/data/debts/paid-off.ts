/**
 * A debt counts as paid off at or below half a cent. Why not `=== 0`: balances are float dollars and
 * payments are applied with `$inc`, so 100 − 33.33 − 33.33 − 33.34 ends at 1.4e-14, not 0; and two
 * devices that each paid the debt off while offline merge into a negative balance.
 */
export const PAID_OFF_THRESHOLD = 0.005;
