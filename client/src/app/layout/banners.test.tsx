// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { PwaContext, type PwaState } from '../pwa/pwa-context';
import { Banners } from './banners';

afterEach(cleanup);

function renderBanners(state: Partial<PwaState>) {
  const value: PwaState = {
    online: true,
    updateAvailable: false,
    applyUpdate: vi.fn(),
    showInstall: false,
    iosInstall: false,
    install: vi.fn().mockResolvedValue(undefined),
    dismissInstall: vi.fn(),
    ...state,
  };
  // No Chakra provider: the banners are part of the frame, which renders before Chakra has loaded.
  render(
    <PwaContext.Provider value={value}>
      <Banners />
    </PwaContext.Provider>,
  );
  return value;
}

const shownCards = () => [...document.querySelectorAll('[data-testid]')].map((element) => element.getAttribute('data-testid'));

test('nothing at all while online with nothing to offer', () => {
  renderBanners({});
  expect(shownCards()).toEqual([]);
});

test('offline notice, update card and install card, in the order of the spec', () => {
  renderBanners({ online: false, updateAvailable: true, showInstall: true });
  expect(shownCards()).toEqual(['banners', 'offline-notice', 'update-card', 'install-card']);
  expect(screen.getByTestId('offline-notice').textContent).toContain("You're currently in offline mode. Some features may be limited");
});

test('"Update Now" applies the update', () => {
  const state = renderBanners({ updateAvailable: true });
  fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
  expect(state.applyUpdate).toHaveBeenCalledTimes(1);
});

test('"Install" installs and "Not now" dismisses', () => {
  const state = renderBanners({ showInstall: true });
  expect(screen.getByTestId('install-card').textContent).toContain('Install the app for quick access, even offline.');
  fireEvent.click(screen.getByRole('button', { name: 'Install' }));
  expect(state.install).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(state.dismissInstall).toHaveBeenCalledTimes(1);
});

test('on iOS the card explains Add to Home Screen', () => {
  renderBanners({ showInstall: true, iosInstall: true });
  expect(screen.getByTestId('install-card').textContent).toContain('Add Paydown to your Home Screen');
});

test('the offers are announced politely (status), the offline notice as an alert', () => {
  renderBanners({ online: false, updateAvailable: true, showInstall: true });
  expect(screen.getByTestId('update-card').getAttribute('role')).toBe('status');
  expect(screen.getByTestId('install-card').getAttribute('role')).toBe('status');
  expect(screen.getByTestId('offline-notice').getAttribute('role')).toBe('alert');
});
