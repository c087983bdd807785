import { describe, expect, it } from 'vitest';
import { databaseNameFor } from './database-name';

describe('databaseNameFor', () => {
  it('gives each uid its own lowercase RxDB name', () => {
    expect(databaseNameFor('abcXYZ123')).toBe('paydowndb-abc_x_y_z123');
    expect(databaseNameFor('abcXYZ123')).toMatch(/^[a-z][_$a-z0-9-]*$/);
  });

  it('never maps two uids that differ only in case to the same name', () => {
    expect(databaseNameFor('Abc')).not.toBe(databaseNameFor('abc'));
    expect(databaseNameFor('aBc')).not.toBe(databaseNameFor('Abc'));
  });
});
