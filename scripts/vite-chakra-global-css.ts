import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

/** The module id the client imports (client/src/main.tsx). */
export const CHAKRA_GLOBAL_CSS_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = `\0${CHAKRA_GLOBAL_CSS_ID}`;

/**
 * The CSS that Chakra's provider injects at run time: the cascade layers, the reset, the base
 * styles and every token as a CSS variable (both colour modes). It is rendered here once, by
 * Chakra and Emotion themselves (server rendering puts Emotion's global styles in <style> tags),
 * so it is byte for byte what the provider would insert.
 */
export async function renderChakraGlobalCss(): Promise<string> {
  const { ChakraProvider, defaultSystem } = await import('@chakra-ui/react');
  const html = renderToStaticMarkup(createElement(ChakraProvider, { value: defaultSystem, children: null }));
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (sheets.length === 0) throw new Error('Chakra rendered no global styles: has ChakraProvider stopped injecting them?');
  return sheets.join('\n');
}

/**
 * Serves Chakra's global CSS as a static stylesheet. Why: the first screen (the login page and the
 * loading screen) is plain HTML with static CSS that uses Chakra's variables, so the page can paint
 * and run before Chakra's runtime (about 200 KB, most of a phone's start-up time) has loaded. The
 * signed-in screens load the runtime, whose provider inserts the same rules again: same layers,
 * same values, so nothing changes when it does.
 */
export function chakraGlobalCss(): Plugin {
  let css: Promise<string> | null = null;
  return {
    name: 'paydown:chakra-global-css',
    resolveId: (id) => (id === CHAKRA_GLOBAL_CSS_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      css ??= renderChakraGlobalCss();
      return css;
    },
  };
}
