import { describe, expect, it } from 'vitest';
import { waitLabel } from './postgres-waits';

describe('the label of a backend in pg_stat_activity', () => {
  it('names its wait, or says it runs, waits for the instance, or is idle (not counted)', () => {
    expect(waitLabel({ state: 'active', wait_event_type: 'IO', wait_event: 'WALSync' })).toBe('IO: WALSync');
    expect(waitLabel({ state: 'active', wait_event_type: null, wait_event: null })).toBe('running (no wait)');
    expect(waitLabel({ state: 'idle in transaction', wait_event_type: 'Client', wait_event: 'ClientRead' })).toMatch(/^idle in transaction/);
    expect(waitLabel({ state: 'idle', wait_event_type: 'Client', wait_event: 'ClientRead' })).toBeNull();
  });
});
