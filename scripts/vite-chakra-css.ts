import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { register } from 'tsx/esm/api';
import type { Plugin, ViteDevServer } from 'vite';
import { staticDefinitionOf, type StaticDefinition, type StaticEntry } from '../client/src/lib/ui/static-styles.ts';
import { system } from '../client/src/lib/ui/system.ts';

/** The module id the client imports (client/src/main.tsx). */
export const CHAKRA_CSS_ID = 'virtual:chakra.css';
const RESOLVED_ID = `\0${CHAKRA_CSS_ID}`;

const SOURCES = fileURLToPath(new URL('../client/src', import.meta.url));
const isStylesModule = (file: string) => file.endsWith('.styles.ts');

function stylesModules(): string[] {
  return readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter(isStylesModule)
    .map((file) => join(SOURCES, file))
    .sort();
}

/**
 * Evaluates the `*.styles.ts` modules (TypeScript, with the `@/` paths) afresh, so that in
 * development an edited one shows without a restart. (The theme is imported as usual: a change to
 * it restarts Vite, whose configuration imports this module. A declaration is recognised by a
 * Symbol.for key, the same in every copy of static-styles.ts.)
 */
async function loadEntries(files: string[]): Promise<StaticEntry[]> {
  const scope = register({ namespace: randomUUID() });
  try {
    const load = (file: string) => scope.import(pathToFileURL(file).href, import.meta.url) as Promise<Record<string, unknown>>;
    const definitions: StaticDefinition[] = [];
    for (const file of files) {
      const exports = await load(file);
      const found = Object.values(exports).map(staticDefinitionOf).filter((definition) => definition !== undefined);
      if (found.length === 0) throw new Error(`${file} declares no static styles (staticStyles, staticRecipe…)`);
      definitions.push(...found);
    }
    return definitions.flatMap((definition) => definition.entries);
  } finally {
    await scope.unregister();
  }
}

/** What Chakra's runtime would style an element with for this entry: a recipe's rules for its variants, or the style object. */
function styleOf(entry: StaticEntry): object {
  if ('style' in entry) return entry.style;
  if (entry.slot === undefined) {
    if (!system.isRecipe(entry.recipe)) throw new Error(`The theme has no recipe "${entry.recipe}"`);
    return system.getRecipeFn(entry.recipe)(entry.selection) as object;
  }
  if (!system.isSlotRecipe(entry.recipe)) throw new Error(`The theme has no slot recipe "${entry.recipe}"`);
  const slots = system.getSlotRecipeFn(entry.recipe)(entry.selection) as Record<string, object>;
  const style = slots[entry.slot];
  if (!style) throw new Error(`The slot recipe "${entry.recipe}" has no slot "${entry.slot}"`);
  return style;
}

const STYLE_TAG = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
const ELEMENT = /<div data-static="(\d+)"(?: class="([^"]*)")?><\/div>/g;

/**
 * The app's static stylesheet, rendered by Chakra and Emotion themselves on the server (server
 * rendering puts Emotion's styles in <style> tags), so its rules are byte for byte those Chakra's
 * runtime inserts:
 * - what Chakra's provider inserts: the cascade layers, the reset, the base styles and every token
 *   as a CSS variable (both colour modes);
 * - a class for each static style of the `*.styles.ts` modules (lib/ui/static-styles.ts): each is
 *   rendered as an element styled by Chakra with that recipe or style object, and the rules Emotion
 *   wrote for it are given the class's name instead of Emotion's.
 */
export async function renderChakraCss(): Promise<string> {
  const entries = await loadEntries(stylesModules());
  const { ChakraProvider, chakra } = await import('@chakra-ui/react');

  const selectors = new Set<string>();
  for (const { selector } of entries) {
    if (selectors.has(selector)) throw new Error(`Two static styles are named ${selector}`);
    selectors.add(selector);
  }

  const html = renderToStaticMarkup(
    createElement(ChakraProvider, {
      value: system,
      children: entries.map((entry, index) => {
        const props: Record<string, unknown> = { key: index, css: styleOf(entry), 'data-static': index };
        return createElement(chakra.div, props);
      }),
    }),
  );

  const global: string[] = [];
  const rulesByName = new Map<string, string>();
  for (const [, names, rules] of html.matchAll(STYLE_TAG)) {
    const [key, ...serialized] = names!.split(' ');
    if (key === 'css-global') global.push(rules!);
    else for (const name of serialized) rulesByName.set(name, rules!);
  }
  if (global.length === 0) throw new Error('Chakra rendered no global styles: has ChakraProvider stopped inserting them?');

  // Entries with the same rules (a slot that one of the variants does not change) share Emotion's
  // class; their rules are written once, for all of their selectors (`:is()` keeps the specificity).
  const selectorsByName = new Map<string, string[]>();
  const unstyled: string[] = [];
  for (const [, index, className] of html.matchAll(ELEMENT)) {
    const { selector } = entries[Number(index)]!;
    const name = className?.split(' ').find((candidate) => candidate.startsWith('css-'))?.slice('css-'.length);
    if (name === undefined || !rulesByName.has(name)) unstyled.push(selector);
    else selectorsByName.set(name, [...(selectorsByName.get(name) ?? []), selector]);
  }
  // A class without rules is a mistake (a slot the recipe leaves unstyled, an empty style object).
  if (unstyled.length > 0) throw new Error(`Chakra rendered no styles for ${unstyled.join(', ')}`);
  const classes = [...selectorsByName].map(([name, selectors]) =>
    rulesByName.get(name)!.replaceAll(`.css-${name}`, selectors.length === 1 ? selectors[0]! : `:is(${selectors.join(',')})`),
  );
  return [...global, ...classes].join('\n');
}

/**
 * Serves the static stylesheet (renderChakraCss) as `virtual:chakra.css`. Why: the first screens
 * (the login page, the signed-in frame, the dashboard) are plain HTML with these classes, so the
 * page can paint and run before Chakra's runtime (about 200 KB, most of a phone's start-up time)
 * has loaded. The screens that load the runtime are styled by it from the same theme; its provider
 * inserts the same global rules again (same layers, same values, so nothing changes when it does).
 */
export function chakraCss(): Plugin {
  let rendered: Promise<string> | null = null;
  let server: ViteDevServer | null = null;
  return {
    name: 'paydown:chakra-css',
    configureServer(devServer) {
      server = devServer;
    },
    resolveId: (id) => (id === CHAKRA_CSS_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      rendered ??= renderChakraCss();
      return rendered;
    },
    // In development: a changed styles module (or a new one) renders the sheet again.
    watchChange(file) {
      if (!isStylesModule(file)) return;
      rendered = null;
      const sheet = server?.moduleGraph.getModuleById(RESOLVED_ID);
      if (sheet) void server?.reloadModule(sheet);
    },
  };
}
