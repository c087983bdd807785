import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, findJsonProblem, textProblem } from './json-limits';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth - 1)}{"a":1}${']'.repeat(depth - 1)}`);

describe('findJsonProblem', () => {
  it('accepts ordinary documents: numbers, text with emoji and accents, nesting within the limit', () => {
    expect(findJsonProblem([{ newDocumentState: { name: 'Visa ✓ «crédit» 💳', balance: -0.5, big: 1e21, tiny: 5e-324, flags: [true, null] } }])).toBeNull();
    expect(findJsonProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it('refuses Infinity and -Infinity (a 1e999 literal), naming where', () => {
    expect(findJsonProblem(JSON.parse('[{"newDocumentState":{"balance":1e999}}]'))).toBe('body[0].newDocumentState.balance is a number out of range (numbers must be finite)');
    expect(findJsonProblem(JSON.parse('{"a":[1,2,-1e999]}'))).toBe('body.a[2] is a number out of range (numbers must be finite)');
  });

  it('refuses nesting beyond the limit without overflowing the stack itself', () => {
    expect(findJsonProblem(nested(MAX_JSON_DEPTH + 1))).toMatch(/is nested more than 64 levels deep$/);
    expect(findJsonProblem(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toMatch(/nested more than 64 levels/);
  });

  it('refuses NUL characters and unpaired surrogates in values and in field names', () => {
    expect(findJsonProblem({ id: 'nul-\u0000-1' })).toBe('body.id contains a NUL character (\\u0000), which cannot be stored');
    expect(findJsonProblem({ displayName: 'a\ud800b' })).toBe('body.displayName contains an unpaired surrogate (\\ud800), which is not valid Unicode text');
    expect(findJsonProblem({ list: ['\udc00'] })).toMatch(/^body\.list\[0\] contains an unpaired surrogate \(\\udc00\)/);
    expect(findJsonProblem({ meta: { 'bad\u0000key': 1 } })).toBe('body.meta has a field name that contains a NUL character (\\u0000), which cannot be stored');
  });

  it('names odd field names readably', () => {
    expect(findJsonProblem({ 'a b': { x: Infinity } })).toBe('body["a b"].x is a number out of range (numbers must be finite)');
  });
});

describe('textProblem', () => {
  it('accepts paired surrogates and refuses lone ones at either end', () => {
    expect(textProblem('😀 ok')).toBeNull();
    expect(textProblem('\ud83d')).toMatch(/unpaired surrogate \(\\ud83d\)/);
    expect(textProblem('x\ude00')).toMatch(/unpaired surrogate \(\\ude00\)/);
  });
});
