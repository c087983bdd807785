import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** `<!-- inline-script: path -->` in index.html, the path relative to Vite's root (client/). */
const MARKER = /<!--\s*inline-script:\s*(\S+)\s*-->/g;

/**
 * Replaces each `<!-- inline-script: path -->` of `html` with that file as an inline script.
 * Throws when a file could not be inlined as it is: its `</script>` would end the element early.
 */
export function inlineScripts(html: string, read: (path: string) => string): string {
  return html.replace(MARKER, (_marker, path: string) => {
    const source = read(path).trim();
    if (/<\/script/i.test(source)) throw new Error(`${path} cannot be inlined: it contains "</script"`);
    return `<script>\n${source}\n</script>`;
  });
}

/**
 * Puts scripts that must run while the page is parsed, before any request returns, inline into
 * index.html (the start-up copy's paint: client/src/start-up/paint-screen-snapshot.js), so that they
 * live, are linted and are tested as files of their own. The server's CSP allows exactly these
 * scripts by their hashes (server/src/plugins/inline-script-hashes.ts).
 */
export function inlineScript(): Plugin {
  let root = '';
  return {
    name: 'paydown:inline-script',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => inlineScripts(html, (path) => readFileSync(resolve(root, path), 'utf8')),
    },
  };
}
