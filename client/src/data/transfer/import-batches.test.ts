import { expect, test } from 'vitest';
import type { Debt, Payment } from '@schemas/index';
import { debtBatches } from './import-batches';

const AT = '2026-01-15T10:00:00.000Z';
const debt = (id: string): Debt => ({
  id, uid: 'me', name: id, type: 'credit_card', balance: 500, interestRate: 20, minimumPayment: 25, paymentFrequency: 'monthly',
  highLimit: 0, isPromo: false, hasXFee: false, isPaid: false, createdAt: AT, updatedAt: AT,
});
const payment = (id: string, debtId: string): Payment => ({ id, uid: 'me', debtId, amount: 10, date: '2026-01-05', isPrincipalOnly: false, createdAt: AT, updatedAt: AT });

test('batches hold at most the batch size, every document once, and a debt never before one of its payments', () => {
  const debts = ['a', 'b', 'c', 'd'].map(debt);
  // a: 2 payments, b: none, c: 9 (more than a batch), d: 1; payments interleaved as a file may hold them.
  const payments = [
    ...Array.from({ length: 9 }, (_, n) => payment(`c${n}`, 'c')),
    payment('a0', 'a'), payment('d0', 'd'), payment('a1', 'a'),
  ];
  const batches = debtBatches(debts, payments, 4);
  const written = batches.flatMap((batch) => [...batch.payments.map((p) => p.id), ...batch.debts.map((d) => d.id)]);
  expect(batches.every((batch) => batch.payments.length + batch.debts.length <= 4)).toBe(true);
  expect([...written].sort()).toEqual([...payments.map((p) => p.id), ...debts.map((d) => d.id)].sort());
  // In writing order (each batch: its payments, then its debts), each debt comes after all its payments.
  for (const { id } of debts) {
    const at = written.indexOf(id);
    for (const p of payments.filter((p) => p.debtId === id)) expect(written.indexOf(p.id)).toBeLessThan(at);
  }
  expect(batches.map((batch) => [batch.payments.map((p) => p.id), batch.debts.map((d) => d.id)])).toEqual([
    [['a0', 'a1'], ['a', 'b']],
    [['c0', 'c1', 'c2', 'c3'], []],
    [['c4', 'c5', 'c6', 'c7'], []],
    [['c8', 'd0'], ['c', 'd']],
  ]);
});

test('nothing to write is no batch; a payment for no debt of the import or a batch of nothing is refused', () => {
  expect(debtBatches([], [], 250)).toEqual([]);
  expect(() => debtBatches([debt('a')], [payment('p', 'x')], 250)).toThrow('Payment p is not for a debt of this import');
  expect(() => debtBatches([debt('a')], [], 0)).toThrow(RangeError);
});
