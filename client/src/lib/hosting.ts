/**
 * Where the app is running, from the page's host name. "Local" is a developer's machine;
 * "preview" is a hosted preview deployment (a branch or PR build), where popups are unreliable
 * and responses must never be cached.
 */
export function isLocalHost(hostname: string = currentHostname()): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

export function isPreviewHost(hostname: string = currentHostname()): boolean {
  return (
    /(^|[.-])preview([.-]|$)/.test(hostname) ||
    (hostname.endsWith('.web.app') && hostname.includes('--')) || // Firebase Hosting preview channels: site--channel-hash.web.app
    hostname.endsWith('.vercel.app') ||
    hostname.endsWith('.netlify.app') ||
    hostname.endsWith('.pages.dev')
  );
}

/** A development hosting environment: a local machine or a preview deployment. */
export function isDevelopmentHost(hostname: string = currentHostname()): boolean {
  return isLocalHost(hostname) || isPreviewHost(hostname);
}

function currentHostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}
