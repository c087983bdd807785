/** Injected by vite.config.ts: PAYDOWN_BUILD_ID at build time, else the package version. */
declare const __PAYDOWN_BUILD__: string | undefined;

/** Which build this page runs ('dev' where nothing was injected, as in unit tests). */
export const BUILD_ID: string = typeof __PAYDOWN_BUILD__ === 'string' ? __PAYDOWN_BUILD__ : 'dev';

/**
 * Names the running build in `<meta name="paydown-build">`, so a person (or a test) can tell
 * that "Update Now" really brought the new version. Set from the script, not index.html, so it
 * says what the JavaScript runs, not what the cached HTML claims.
 */
export function showBuildId(doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="paydown-build"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'paydown-build';
    doc.head.append(meta);
  }
  meta.content = BUILD_ID;
}
