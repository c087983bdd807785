import { describe, expect, test } from 'vitest';
import { ACCENTS, DEFAULT_ACCENT } from '@/lib/theme/accent';
import { system } from './system';

type Mode = '_light' | '_dark';

/** A colour token's value in a colour mode, following references (`{colors.teal.700}`) to the hex value. */
function colour(token: string, mode: Mode): string {
  const found = system.tokens.getByName(`colors.${token}`);
  if (!found) throw new Error(`No colour token ${token}`);
  const conditions = found.extensions.conditions as Record<string, string> | undefined;
  const value = String(conditions?.[mode] ?? conditions?.base ?? found.originalValue ?? found.value);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference) return colour(reference[1]!, mode);
  if (value === 'white') return '#ffffff';
  if (value === 'black') return '#000000';
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${token} is ${value}, not a hex colour`);
  return value;
}

/** WCAG 2.2's relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const MODES: Mode[] = ['_light', '_dark'];
// Every palette the app draws with, and every accent colour a person may choose instead of teal.
const PALETTES = [...new Set(['gray', 'teal', 'blue', 'green', 'orange', 'red', 'purple', ...ACCENTS.map((accent) => accent.value)])];

function below(pairs: Array<[text: string, background: string]>): string[] {
  return MODES.flatMap((mode) =>
    pairs
      .map(([text, background]) => ({ text, background, ratio: contrast(colour(text, mode), colour(background, mode)) }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ text, background, ratio }) => `${mode}: ${text} on ${background} is ${ratio.toFixed(2)}:1`),
  );
}

test("the text of solid buttons, badges and banners stands out 4.5:1 from the palette's solid colour", () => {
  expect(below(PALETTES.map((palette) => [`${palette}.contrast`, `${palette}.solid`]))).toEqual([]);
});

test("status and muted text stands out 4.5:1 from the page, the header's panel and a palette's subtle background", () => {
  const text = ['fg', 'fg.muted', 'fg.success', 'fg.warning', 'fg.error', 'teal.fg'];
  const backgrounds = ['bg', 'bg.panel', 'bg.subtle'];
  const onSubtle = PALETTES.map((palette): [string, string] => [`${palette}.fg`, `${palette}.subtle`]);
  expect(below([...text.flatMap((fg) => backgrounds.map((bg): [string, string] => [fg, bg])), ...onSubtle])).toEqual([]);
});

describe('the accent palette follows the chosen accent colour', () => {
  const globalCss = system.getGlobalCss() as Record<string, Record<string, Record<string, string>>>;
  const rules = globalCss['@layer base']!;

  test('components with colorPalette="accent" take their colours from the accent variables', () => {
    const css = system.css({ colorPalette: 'accent', bg: 'colorPalette.solid', color: 'colorPalette.contrast' }) as Record<string, string>;
    expect(css['--chakra-colors-color-palette-solid']).toBe('var(--chakra-colors-accent-solid)');
    expect(system.tokens.getByName('colors.accent.solid')?.value).toBe('var(--paydown-accent-solid)');
    expect(system.tokens.getByName('colors.accent.600')?.value).toBe('var(--paydown-accent-600)');
  });

  test.each(ACCENTS.map((accent) => accent.value))('%s: every shade and role of the accent is that palette’s', (accent) => {
    const rule = rules[accent === DEFAULT_ACCENT ? '&:root' : `&:root[data-accent=${accent}]`]!;
    for (const key of ['50', '500', '950', 'solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'border', 'focusRing']) {
      expect(rule[`--paydown-accent-${key}`], key).toBe(system.token.var(`colors.${accent}.${key}`));
    }
    expect(system.token.var(`colors.${accent}.solid`)).toMatch(new RegExp(`^var\\(--[a-z]+-colors-${accent}-solid\\)$`));
  });
});

test('with less motion asked for, the parts that open and close (dialogs, menus) play no animation', () => {
  const rules = (system.getGlobalCss() as Record<string, Record<string, unknown>>)['@layer base']!;
  expect(rules['&[data-scope][data-state=open], &[data-scope][data-state=closed]']).toEqual({
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none !important' },
  });
});
