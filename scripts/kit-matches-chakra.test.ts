import * as chakra from '@chakra-ui/react';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, expect, test } from 'vitest';
import * as kit from '../client/src/lib/ui/kit.styles';
import { staticDefinitionOf, type Selection } from '../client/src/lib/ui/static-styles';
import { system } from '../client/src/lib/ui/system';
import { renderChakraCss } from './vite-chakra-css';

/*
 * The static classes of the UI kit (lib/ui/kit.styles.ts) against Chakra's own components: each
 * combination of variants the kit offers is rendered by Chakra, with the app's theme, as its
 * runtime renders it, and the rules Emotion writes for each part must be exactly those of the
 * kit's classes for that part in the stylesheet the build serves. A theme change reaches both; a
 * class that no longer matches Chakra's component (a recipe changed upstream, a part styled by hand,
 * a kit control composing the wrong recipe) fails here.
 */

let served = '';
beforeAll(async () => {
  served = await renderChakraCss();
});

/** CSS text as a sorted list of "at-rules | selector { declarations }", with `selector` written as `&`. */
function flatten(text: string, selector: RegExp): string[] {
  const rules: string[] = [];
  const walk = (source: string, context: string[]) => {
    let index = 0;
    while (index < source.length) {
      const open = source.indexOf('{', index);
      if (open < 0) break;
      let depth = 1;
      let close = open + 1;
      while (depth > 0) {
        if (source[close] === '{') depth += 1;
        else if (source[close] === '}') depth -= 1;
        close += 1;
      }
      const prelude = source.slice(index, open).trim();
      const body = source.slice(open + 1, close - 1);
      if (prelude.startsWith('@')) walk(body, [...context, prelude]);
      else if (selector.test(prelude)) rules.push(`${context.join(' | ')} | ${prelude.replace(selector, '&')} {${body}}`);
      index = close;
    }
  };
  walk(text, []);
  return rules.sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The served rules of these static classes (a rule shared by several classes is written `:is(.a,.b)`). */
function staticRules(classNames: string[]): string[] {
  const selector = (name: string) => new RegExp(`:is\\((?:[^)]*,)?\\.${escape(name)}(?:,[^)]*)?\\)|\\.${escape(name)}(?![\\w-])`, 'g');
  return classNames.flatMap((name) => flatten(served, selector(name))).sort();
}

/** Renders `ui` with Chakra and the theme; for each element with a `chakra-…` class, the rules Emotion wrote for it. */
function chakraRules(ui: ReactNode): Map<string, string[]> {
  const html = renderToStaticMarkup(h(chakra.ChakraProvider, { value: system, children: ui }));
  const styles = new Map<string, string>();
  for (const [, names, rules] of html.matchAll(/<style data-emotion="css ([^"]*)"[^>]*>([\s\S]*?)<\/style>/g)) {
    for (const name of names!.split(' ')) styles.set(name, rules!);
  }
  const parts = new Map<string, string[]>();
  for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) {
    const list = classes!.split(' ');
    const part = list.find((name) => name.startsWith('chakra-'));
    const emotion = list.find((name) => name.startsWith('css-'))?.slice('css-'.length);
    if (!part || !emotion || parts.has(part)) continue;
    parts.set(part, flatten(styles.get(emotion) ?? '', new RegExp(`\\.css-${emotion}(?![\\w-])`, 'g')));
  }
  return parts;
}

type Declared = { recipe: string; variants: Record<string, readonly string[]> };

/** Every combination of a kit declaration's variants. */
function combinations({ variants }: Declared): Record<string, string>[] {
  return Object.entries(variants).reduce<Record<string, string>[]>(
    (all, [name, values]) => all.flatMap((selection) => values.map((value) => ({ ...selection, [name]: value }))),
    [{}],
  );
}

const asProps = (selection: Record<string, string>) =>
  Object.fromEntries(Object.entries(selection).map(([name, value]) => [name, value === 'true' ? true : value === 'false' ? false : value]));

function expectSame(chakraPart: string | undefined, rendered: Map<string, string[]>, classNames: string[], label: string) {
  expect(rendered.has(chakraPart!), `Chakra rendered no ${chakraPart} (${label})`).toBe(true);
  expect(staticRules(classNames), label).toEqual(rendered.get(chakraPart!));
}

function compareRecipe(declared: ReturnType<typeof kit.button>, render: (props: Record<string, unknown>) => ReactElement) {
  const recipe = declared as unknown as Declared & ((selection: object) => string);
  for (const selection of combinations(recipe)) {
    const rendered = chakraRules(render(asProps(selection)));
    expectSame(system.getRecipe(recipe.recipe).className, rendered, [recipe(selection)], `${recipe.recipe} ${JSON.stringify(selection)}`);
  }
}

function compareSlots(declared: { recipe: string; slots: readonly string[] }, render: (props: Record<string, unknown>) => ReactElement) {
  const recipe = declared as unknown as Declared & { slots: string[] } & ((slot: string, selection: object) => string);
  const { className } = system.getSlotRecipe(recipe.recipe) as { className: string };
  for (const selection of combinations(recipe)) {
    const rendered = chakraRules(render(asProps(selection)));
    for (const slot of recipe.slots) {
      expectSame(`${className}__${slot}`, rendered, [recipe(slot, selection)], `${recipe.recipe}.${slot} ${JSON.stringify(selection)}`);
    }
  }
}

test('every variant and default the kit declares is one of the theme', () => {
  for (const declaration of Object.values(kit)) {
    const declared = declaration as unknown as Partial<Declared> & { defaults?: Record<string, string> };
    if (!declared.recipe || !staticDefinitionOf(declaration)) continue;
    const config = (system.isSlotRecipe(declared.recipe) ? system.getSlotRecipe(declared.recipe) : system.getRecipe(declared.recipe)) as {
      variants: Record<string, Record<string, unknown>>;
      defaultVariants: Record<string, unknown>;
    };
    for (const [name, values] of Object.entries(declared.variants!)) {
      expect(Object.keys(config.variants[name] ?? {}), `${declared.recipe}.${name}`).toEqual(expect.arrayContaining([...values]));
      // Where the theme's default is among the kit's values, a control without the prop looks as Chakra's would.
      const themeDefault = String(config.defaultVariants[name]);
      if (values.includes(themeDefault)) expect(declared.defaults![name], `${declared.recipe}.${name}`).toBe(themeDefault);
    }
  }
});

test('buttons, icon buttons and colour palettes: as Chakra renders them', () => {
  compareRecipe(kit.button as never, (props) => h(chakra.Button, props, 'Save'));
  const selection: Selection<typeof kit.button.variants> = { variant: 'ghost', size: 'sm' };
  // Chakra's IconButton is its Button with style props (outside the layers), the kit's a class beside the recipe's.
  expectSame('chakra-button', chakraRules(h(chakra.IconButton, { ...selection, 'aria-label': 'More' }, 'x')), [kit.button(selection), kit.parts.iconButton], 'icon button');
  for (const palette of Object.keys(kit.palette) as kit.Palette[]) {
    expectSame('chakra-button', chakraRules(h(chakra.Button, { colorPalette: palette }, 'Save')), [kit.button(), kit.palette[palette]], `palette ${palette}`);
  }
});

test('badges, headings, spinners, skeletons and inputs: as Chakra renders them', () => {
  compareRecipe(kit.badge as never, (props) => h(chakra.Badge, props, 'New'));
  compareRecipe(kit.heading as never, (props) => h(chakra.Heading, props, 'Title'));
  compareRecipe(kit.spinner as never, (props) => h(chakra.Spinner, props));
  compareRecipe(kit.skeleton as never, (props) => h(chakra.Skeleton, props));
  compareRecipe(kit.input as never, (props) => h(chakra.Input, props));
});

test('cards, alerts, stats, progress bars and avatars: every part as Chakra renders it', () => {
  const { Card, Alert, Stat, Progress, Avatar } = chakra;
  compareSlots(kit.card, (props) =>
    h(Card.Root, props, h(Card.Header, null, 'H'), h(Card.Body, null, 'B'), h(Card.Footer, null, 'F')),
  );
  const alert = (props: Record<string, unknown>) =>
    // Chakra's indicator carries no class of its own: it is given one here to be found.
    h(Alert.Root, props, h(Alert.Indicator, { className: 'chakra-alert__indicator' }), h(Alert.Content, null, h(Alert.Title, null, 'T'), h(Alert.Description, null, 'D')));
  compareSlots(kit.alert, alert);
  compareSlots(kit.solidAlert, alert);
  compareSlots(kit.stat, (props) => h(Stat.Root, props, h(Stat.Label, null, 'L'), h(Stat.ValueText, null, '1'), h(Stat.HelpText, null, 'H')));
  compareSlots(kit.progress, (props) => h(Progress.Root, { ...props, value: 40 }, h(Progress.Track, null, h(Progress.Range))));
  compareSlots(kit.avatar, (props) => h(Avatar.Root, props, h(Avatar.Image, { src: 'a.png' }), h(Avatar.Fallback, { name: 'Ada Lovelace' })));
});

test('fields, tabs, tables and menus: every part as Chakra renders it', () => {
  const { Field, Tabs, Table, Menu } = chakra;
  compareSlots(kit.field, (props) =>
    h(Field.Root, { ...props, invalid: true }, h(Field.Label, null, 'L'), h(Field.HelperText, null, 'H'), h(Field.ErrorText, null, 'E')),
  );
  compareSlots(kit.tabs, (props) =>
    h(Tabs.Root, { ...props, defaultValue: 'a' }, h(Tabs.List, null, h(Tabs.Trigger, { value: 'a' }, 'A'), h(Tabs.Trigger, { value: 'b' }, 'B'))),
  );
  const table = (props: Record<string, unknown>) =>
    h(Table.Root, props, h(Table.Header, null, h(Table.Row, null, h(Table.ColumnHeader, null, 'H'))), h(Table.Body, null, h(Table.Row, null, h(Table.Cell, null, 'C'))));
  compareSlots(kit.table, table);
  compareSlots(kit.stickyTable, table);
  compareSlots(kit.menu, (props) =>
    h(Menu.Root, {
      ...props,
      open: true,
      children: h(
        Menu.Positioner,
        null,
        h(
          Menu.Content,
          null,
          h(Menu.ItemGroup, null, h(Menu.ItemGroupLabel, null, 'G'), h(Menu.Item, { value: 'a' }, 'A')),
          h(Menu.Separator),
          h(Menu.RadioItemGroup, { value: 'b' }, h(Menu.RadioItem, { value: 'b' }, 'B', h(Menu.ItemIndicator))),
        ),
      ),
    }),
  );
});
