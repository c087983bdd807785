import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, whitespace included (as browsers do)', () => {
    const body = "\n      document.documentElement.classList.add('dark');\n    ";
    expect(inlineScriptHashes(`<head><script>${body}</script></head>`)).toEqual([sha256(body)]);
  });

  it('leaves out scripts that load a file, and empty ones', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-1.js"></script><script></script><script>a()</script><SCRIPT defer>b()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>Paydown</p>')).toEqual([]);
  });
});
