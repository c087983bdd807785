import { createHash } from 'node:crypto';

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of an HTML page. The app
 * shell has two, which must run before the first paint and are inline so that the paint does not
 * wait for a request (client/index.html): the theme script and the start-up copy's paint
 * (client/src/start-up/paint-screen-snapshot.js). Scripts with a `src` are left out: 'self'
 * covers them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
