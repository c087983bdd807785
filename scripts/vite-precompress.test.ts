import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir, shouldCompress } from './vite-precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressing the build', () => {
  it('picks the text files a browser loads, big enough to gain', () => {
    expect(shouldCompress('dist/assets/index-abc.js', 5000)).toBe(true);
    expect(shouldCompress('dist/index.html', 1708)).toBe(true);
    expect(shouldCompress('dist/manifest.webmanifest', 2048)).toBe(true);
    expect(shouldCompress('dist/assets/index-abc.js', 1023)).toBe(false);
    expect(shouldCompress('dist/assets/index-abc.js.map', 50_000)).toBe(false);
    expect(shouldCompress('dist/icons/icon-512.png', 50_000)).toBe(false);
    expect(shouldCompress('dist/assets/index-abc.js.br', 50_000)).toBe(false);
  });

  it('writes .br and .gz siblings that decode to the original, in nested folders too', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `debt ${i}` })))};\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'assets', 'index-abc.js.map'), script);

    const results = await precompressDir(dir);

    expect(results.map((result) => result.file)).toEqual([join(dir, 'assets', 'index-abc.js')]);
    const original = readFileSync(join(dir, 'assets', 'index-abc.js'));
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz')))).toEqual(original);
    expect(results[0]!.brotli).toBeLessThan(original.length / 4);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'index-abc.js.map.br'))).toBe(false);
  });

  it('keeps no compressed copy that would be larger than the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    // Random bytes do not compress: both encodings come out larger.
    const noise = randomBytes(4096);
    writeFileSync(join(dir, 'noise.txt'), noise);
    const [result] = await precompressDir(dir);
    expect(result).toMatchObject({ brotli: null, gzip: null });
    expect(existsSync(join(dir, 'noise.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'noise.txt.gz'))).toBe(false);
  });
});
