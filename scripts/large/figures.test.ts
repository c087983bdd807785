import { expect, test } from 'vitest';
import { Figures, formatFigure } from './figures';

test('the table puts the sizes side by side with the ratio of the largest to the smallest', () => {
  const figures = new Figures();
  figures.set('S', 'import: total', 'ms', 400);
  figures.set('L', 'import: total', 'ms', 12_345);
  figures.set('S', 'progress shown', 'text', 'no');
  figures.set('L', 'progress shown', 'text', 'yes');
  figures.set('S', 'search: longest task', 'ms', null);
  expect(figures.table(['S', 'L']).split('\n')).toEqual([
    '| measurement          |      S |      L |  L/S |',
    '|:---------------------|-------:|-------:|-----:|',
    '| import: total        | 400 ms | 12.3 s | 30.9 |',
    '| progress shown       |     no |    yes |      |',
    '| search: longest task |    n/a |    n/a |      |',
  ]);
});

test('figures are written in their unit', () => {
  expect(formatFigure(1536, 'bytes')).toBe('1.5 KB');
  expect(formatFigure(9.45 * 1024 * 1024, 'bytes')).toBe('9.45 MB');
  expect(formatFigure(65, 'count')).toBe('65');
  expect(formatFigure(99.6, 'ms')).toBe('100 ms');
  expect(formatFigure(null, 'ms')).toBe('n/a');
});
