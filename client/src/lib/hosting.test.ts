import { describe, expect, it } from 'vitest';
import { isDevelopmentHost, isLocalHost, isPreviewHost } from './hosting';

describe('hosting', () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'app.localhost'])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it.each(['paydown--pr-12-abc123.web.app', 'preview.paydown.app', 'paydown-git-feature.vercel.app', 'deploy-preview-3--paydown.netlify.app', 'branch.paydown.pages.dev'])(
    '%s is a preview host',
    (host) => {
      expect(isPreviewHost(host)).toBe(true);
      expect(isLocalHost(host)).toBe(false);
    },
  );

  it.each(['paydown.app', 'www.paydown.app', 'paydown.web.app', 'previewer.com'])('%s is production', (host) => {
    expect(isDevelopmentHost(host)).toBe(false);
  });
});
