import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser loads; source maps are left alone (only developer tools ask for them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;
/** Below this, compression saves less than the bytes of a header or two. */
const MIN_BYTES = 1024;

export interface CompressedFile {
  file: string;
  bytes: number;
  brotli: number | null;
  gzip: number | null;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

/** Whether `file` (a path inside the build) should get .br and .gz siblings. */
export function shouldCompress(file: string, bytes: number): boolean {
  return COMPRESSIBLE.test(file) && bytes >= MIN_BYTES;
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir`, each only when it
 * is smaller than the original. The server sends them to browsers that accept the encoding
 * (@fastify/static `preCompressed`), so no request pays for compressing at run time.
 */
export async function precompressDir(dir: string): Promise<CompressedFile[]> {
  const files = await listFiles(dir);
  const results: CompressedFile[] = [];
  for (const file of files) {
    const { size } = await stat(file);
    if (!shouldCompress(file, size)) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const result: CompressedFile = { file, bytes: size, brotli: null, gzip: null };
    if (br.length < size) {
      await writeFile(`${file}.br`, br);
      result.brotli = br.length;
    }
    if (gz.length < size) {
      await writeFile(`${file}.gz`, gz);
      result.gzip = gz.length;
    }
    results.push(result);
  }
  return results;
}

/**
 * Precompresses the finished build. It runs last ('post', after vite-plugin-pwa has written
 * sw.js), and the service worker's precache list never names the .br/.gz files (its glob matches
 * js, css and html only).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'paydown:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return; // a failed build leaves nothing worth compressing
        await precompressDir(outDir);
      },
    },
  };
}
