import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The parts of a bundle's chunk this plugin reads (Rollup's and Rolldown's OutputChunk have them). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
}
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

function staticClosure(bundle: BundleLike, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The chunks that the entry imports dynamically and that hold a boot module, with everything they
 * import statically, minus what the entry already loads (Vite links those itself). Throws when the
 * entry imports a boot stage's chunk statically too: the browser would then evaluate that stage
 * with the entry, in its task, and the split would be lost without a word (an `import` of React in
 * a module the entry imports does that).
 */
export function bootPreloadFiles(bundle: BundleLike, entry: ChunkLike, isBootModule: (id: string) => boolean): string[] {
  const boot = entry.dynamicImports.filter((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && chunk.moduleIds.some(isBootModule);
  });
  const loaded = staticClosure(bundle, [entry.fileName]);
  const early = boot.filter((fileName) => loaded.has(fileName));
  if (early.length > 0) {
    throw new Error(
      `The entry imports the boot stage ${early.join(', ')} statically: it would be evaluated in the entry's task. Import it only in client/src/start-up/boot.ts's stages.`,
    );
  }
  return [...staticClosure(bundle, boot)].filter((fileName) => !loaded.has(fileName));
}

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks the entry imports dynamically at
 * start (main.tsx: React, then the app). Why: the entry evaluates them one `import()` at a time, each
 * in a task of its own, so that a phone's start-up is several shorter tasks rather than one of
 * 150-200 ms (4x-throttled CPU, Lighthouse's TBT). Without these links the browser would discover
 * them only once the entry runs, a round trip later; with them it fetches and compiles them in
 * parallel with the entry, as when they were static imports. Other dynamic imports of the entry's
 * chunk (Firebase, the signed-in code) stay on demand: `isBootModule` names the boot stages.
 */
export function bootPreload(isBootModule: (id: string) => boolean): Plugin {
  let base = '/';
  return {
    name: 'paydown:boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        const files = bootPreloadFiles(bundle as unknown as BundleLike, chunk as unknown as ChunkLike, isBootModule);
        return files.map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
