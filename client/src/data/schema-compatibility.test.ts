import { getCRDTSchemaPart } from 'rxdb/plugins/crdt';
import { getAjv } from 'rxdb/plugins/validate-ajv';
import { describe, expect, test } from 'vitest';
import { collectionSchemas, crdtSchemaPart } from '@schemas/index';

/**
 * schemas/ is framework-free (lint forbids rxdb there), so the checks that the schemas fit RxDB and
 * ajv live here, on the client side that feeds them to RxDB.
 */

test('the inlined CRDT schema part is exactly what rxdb expects (getCRDTSchemaPart)', () => {
  expect(crdtSchemaPart).toEqual(getCRDTSchemaPart());
});

test('every collection stores its CRDT operations in `crdts` with the CRDT plugin switched on', () => {
  for (const schema of Object.values(collectionSchemas)) {
    expect(schema.properties.crdts).toBe(crdtSchemaPart);
    expect(schema.crdt).toEqual({ field: 'crdts' });
  }
});

describe('the schemas as the server validates pushed documents (strict ajv 8)', () => {
  const at = '2026-01-15T10:00:00.000Z';
  const debt = {
    id: 'd1', uid: 'u1', name: 'Visa', type: 'credit_card', balance: 1200.5, interestRate: 19.99, minimumPayment: 35,
    paymentFrequency: 'monthly', highLimit: 5000, isPromo: false, hasXFee: false, isPaid: false, createdAt: at, updatedAt: at,
  };
  const validate = getAjv().compile(collectionSchemas.debts);

  test('every schema compiles', () => {
    for (const schema of Object.values(collectionSchemas)) expect(() => getAjv().compile(schema)).not.toThrow();
  });

  test('a well-formed debt is valid', () => {
    expect(validate(debt), JSON.stringify(validate.errors)).toBe(true);
  });

  test('a merged balance below zero stays valid (two devices paid the same debt off)', () => {
    expect(validate({ ...debt, balance: -20 })).toBe(true);
  });

  test.each([
    ['an unknown debt type', { type: 'payday' }],
    ['an APR over 100', { interestRate: 101 }],
    ['an empty name', { name: '' }],
    ['a date that is not YYYY-MM-DD', { dueDate: '15/01/2026' }],
    ['a timestamp that is not ISO', { createdAt: 'yesterday' }],
    ['an unknown field', { colour: 'red' }],
  ])('%s is refused', (_label, change) => {
    expect(validate({ ...debt, ...change })).toBe(false);
  });

  test('a document without a required field is refused', () => {
    const { paymentFrequency: _dropped, ...incomplete } = debt;
    expect(validate(incomplete)).toBe(false);
  });
});

