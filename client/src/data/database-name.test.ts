import { describe, expect, it } from 'vitest';
import { databaseNameFor } from './database-name';

describe('databaseNameFor', () => {
  it('gives each uid its own lowercase RxDB name', () => {
    expect(databaseNameFor('abcXYZ123')).toBe('paydowndb-abc_x_y_z123');
    expect(databaseNameFor('abcXYZ123')).toMatch(/^[a-z][_a-z0-9-]*$/);
  });

  it('encodes other characters without `$` (RxDB refuses it) and keeps every name distinct', () => {
    const uids = ['dev-user', 'dev_user', 'devUser', 'dev-45-user', 'a.b', 'a_b', '_a', 'A', 'ü'];
    const names = uids.map(databaseNameFor);
    for (const name of names) expect(name).toMatch(/^paydowndb-[_a-z0-9-]*$/);
    expect(new Set(names).size).toBe(uids.length);
    expect(databaseNameFor('dev-user')).toBe('paydowndb-dev-45-user');
  });

  it('never maps two uids that differ only in case to the same name', () => {
    expect(databaseNameFor('Abc')).not.toBe(databaseNameFor('abc'));
    expect(databaseNameFor('aBc')).not.toBe(databaseNameFor('Abc'));
  });
});
