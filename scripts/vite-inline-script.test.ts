import { describe, expect, test } from 'vitest';
import { inlineScripts } from './vite-inline-script';

describe('inlineScripts', () => {
  const files: Record<string, string> = {
    'src/paint.js': '\n(function () {\n  document.title = "painted";\n})();\n',
    'src/bad.js': 'document.write("</script>");',
  };
  const read = (path: string) => {
    const source = files[path];
    if (source === undefined) throw new Error(`ENOENT: ${path}`);
    return source;
  };

  test('puts the named file in place of its marker, as an inline script', () => {
    const html = '<div id="root"></div>\n    <!-- inline-script: src/paint.js -->\n    <script type="module" src="/src/main.tsx"></script>';
    expect(inlineScripts(html, read)).toBe(
      '<div id="root"></div>\n    <script>\n(function () {\n  document.title = "painted";\n})();\n</script>\n    <script type="module" src="/src/main.tsx"></script>',
    );
  });

  test('leaves a page without markers as it is', () => {
    expect(inlineScripts('<p>no marker <!-- a comment --></p>', read)).toBe('<p>no marker <!-- a comment --></p>');
  });

  test('refuses a file that would end the script element early, and a missing file', () => {
    expect(() => inlineScripts('<!-- inline-script: src/bad.js -->', read)).toThrow('src/bad.js cannot be inlined');
    expect(() => inlineScripts('<!-- inline-script: src/gone.js -->', read)).toThrow('ENOENT');
  });
});
