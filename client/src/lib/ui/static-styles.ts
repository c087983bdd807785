import type { SystemStyleObject } from '@chakra-ui/react';

/*
 * Static styles: CSS classes whose rules the build renders from the theme (scripts/vite-chakra-css.ts),
 * so that a screen can be styled by Chakra without running Chakra. They are declared in
 * `*.styles.ts` modules, in Chakra's own terms: a recipe of the theme and the variants to render,
 * or a style object as Chakra's `css` prop takes it (tokens, conditions, breakpoints). At run time
 * a declaration is only its class names; the build imports every `*.styles.ts` module and renders
 * each class through Chakra and Emotion, exactly as Chakra's runtime would style an element with
 * the same recipe or style props. Nothing of it is CSS written by hand.
 */

/** What the build reads from a declaration (a property that only it looks for). */
export const STATIC_DEFINITION = Symbol.for('paydown.static-styles');

/** One class (or global selector) and what to render for it. */
export type StaticEntry =
  | { selector: string; style: SystemStyleObject }
  | { selector: string; recipe: string; slot?: string; selection: Readonly<Record<string, string>> };

export interface StaticDefinition {
  entries: StaticEntry[];
}

type Variants = Readonly<Record<string, readonly string[]>>;
export type Selection<V extends Variants> = { [K in keyof V]: V[K][number] };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function withDefinition<T extends object>(value: T, entries: StaticEntry[]): T {
  return Object.defineProperty(value, STATIC_DEFINITION, { value: { entries } satisfies StaticDefinition });
}

/** The build's view of a `*.styles.ts` export, if it is a declaration. */
export function staticDefinitionOf(value: unknown): StaticDefinition | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  return (value as { [STATIC_DEFINITION]?: StaticDefinition })[STATIC_DEFINITION];
}

/** Every combination of the variants' values, in the order they are declared. */
function combinations<V extends Variants>(variants: V): Selection<V>[] {
  let result: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(variants)) {
    result = result.flatMap((selection) => values.map((value) => ({ ...selection, [name]: value })));
  }
  return result as Selection<V>[];
}

function variantSuffix<V extends Variants>(variants: V, defaults: Selection<V>, selection: Partial<Selection<V>> = {}): string {
  return Object.keys(variants)
    .map((name) => selection[name] ?? defaults[name])
    .join('-');
}

/**
 * Classes of a style object each: `staticStyles('dashboard', { stack: { display: 'flex', gap: '6' } })`
 * gives `{ stack: 'dashboard__stack' }`. Like Chakra's style props, they are outside its cascade
 * layers, so they win over a recipe's rules (a class added to a kit control adjusts it).
 */
export function staticStyles<K extends string>(scope: string, styles: Record<K, SystemStyleObject>): Record<K, string> {
  const classes = {} as Record<K, string>;
  const entries: StaticEntry[] = [];
  for (const [key, style] of Object.entries(styles) as [K, SystemStyleObject][]) {
    classes[key] = `${scope}__${kebab(key)}`;
    entries.push({ selector: `.${classes[key]}`, style });
  }
  return withDefinition(classes, entries);
}

/** Rules for selectors of their own (the focus ring, icons' size): as few as possible. */
export function staticGlobalStyles(styles: Record<string, SystemStyleObject>): object {
  return withDefinition(
    {},
    Object.entries(styles).map(([selector, style]) => ({ selector, style })),
  );
}

/**
 * A recipe of the theme (e.g. `button`) rendered for every combination of the given variants,
 * one class each: `button({ variant: 'ghost', size: 'sm' })` is `button--ghost-sm`. Variants left
 * out take the recipe's defaults, which `defaults` repeats (a test compares them with the theme's).
 */
export function staticRecipe<const V extends Variants>(recipe: string, variants: V, defaults: Selection<V>) {
  const name = (selection?: Partial<Selection<V>>) => `${kebab(recipe)}--${variantSuffix(variants, defaults, selection)}`;
  const entries = combinations(variants).map((selection): StaticEntry => ({ selector: `.${name(selection)}`, recipe, selection }));
  return withDefinition(Object.assign(name, { recipe, variants, defaults }), entries);
}

/**
 * A slot recipe of the theme (e.g. `card`): a class for each slot and combination of the given
 * variants: `card('body', { size: 'sm' })` is `card__body--outline-sm`.
 */
export function staticSlotRecipe<const S extends string, const V extends Variants>(recipe: string, slots: readonly S[], variants: V, defaults: Selection<V>) {
  const name = (slot: S, selection?: Partial<Selection<V>>) => `${kebab(recipe)}__${kebab(slot)}--${variantSuffix(variants, defaults, selection)}`;
  const entries = combinations(variants).flatMap((selection) =>
    slots.map((slot): StaticEntry => ({ selector: `.${name(slot, selection)}`, recipe, slot, selection })),
  );
  return withDefinition(Object.assign(name, { recipe, slots, variants, defaults }), entries);
}

/** Class names joined, skipping the empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
