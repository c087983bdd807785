import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IOS_INSTALL_STEPS, isDismissed, isIos, rememberDismissal, shouldShowInstallCard } from '@/app/pwa/install-prompt';
import { createInstallSignals } from '@/app/pwa/install-signals';
import { applyUpdate as applyUpdateRule, watchForUpdates } from '@/app/pwa/update-flow';
import { showBuildId } from './build-id';
import { PwaContext, type PwaState } from './pwa-context';
import { useOnline } from './use-online';

// Listening starts when this module is evaluated, before React renders: Chrome's install prompt
// event can fire before the provider mounts (see install-signals.ts).
const installSignals = createInstallSignals(window);

/** localStorage, or a forgetful stand-in where the browser refuses access to it (the getter throws). */
function dismissalStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/**
 * Resolves once the page has loaded. The worker's first install downloads the whole app for
 * offline use; started earlier, it would compete with the first screen's own requests.
 */
const whenPageLoaded = () =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;

/**
 * Installability, updates and connectivity for the banners. The service worker exists only in
 * production builds (vite-plugin-pwa); `npm run dev` runs without one.
 */
export function PwaProvider({ children }: { children: ReactNode }) {
  const online = useOnline();
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [updateAvailable, setUpdateAvailable] = useState(false);
  const { event: installEvent, installed: installedThisVisit } = useSyncExternalStore(installSignals.subscribe, installSignals.getSnapshot);
  const [accepted, setAccepted] = useState(false);
  const installed = installedThisVisit || accepted || isStandalone();
  const [dismissed, setDismissed] = useState(() => isDismissed(dismissalStorage(), Date.now()));
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => showBuildId(), []);

  useEffect(() => {
    // Spec §7: a HEAD request for the public favicon checks connectivity at start; only logged.
    fetch('/favicon.svg', { method: 'HEAD', cache: 'no-store' })
      .then((response) => console.info(`Connectivity check: ${response.ok ? 'online' : `HTTP ${response.status}`}`))
      .catch(() => console.info('Connectivity check: offline'));
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
    let stop: (() => void) | undefined;
    // StrictMode unmounts once before registration resolves: that run must not start a watcher.
    let unmounted = false;
    whenPageLoaded()
      .then(() => (unmounted ? null : navigator.serviceWorker.register('/sw.js', { scope: '/' })))
      .then((found) => {
        if (!found || unmounted) return;
        setRegistration(found);
        stop = watchForUpdates(found, {
          onUpdateAvailable: () => setUpdateAvailable(true),
          hasController: () => navigator.serviceWorker.controller !== null,
          visibility: document,
        });
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    // The toasts of the update flow load with the update card, not on "Update Now". Fetched then,
    // from the old worker while the new one was taking over, the reload that followed never
    // completed in Chromium (e2e/pwa-update.spec.ts), and the page stayed on the old version.
    if (updateAvailable) void import('../toast-store').catch(() => undefined);
  }, [updateAvailable]);

  const applyUpdate = useCallback(() => {
    if (!registration) return;
    applyUpdateRule(registration, {
      // Loaded with the update card already (above): the import only keeps Chakra's toast
      // machinery off the first screen.
      notify: (notice) =>
        void import('../toast-store').then(({ toaster }) =>
          toaster.create({
            title: notice.title,
            description: notice.description,
            type: notice.kind === 'error' ? 'error' : 'info',
            ...(notice.durationMs ? { duration: notice.durationMs } : {}),
          }),
        ),
      reload: () => window.location.reload(),
      container: navigator.serviceWorker,
    });
  }, [registration]);

  const value = useMemo<PwaState>(
    () => ({
      online,
      updateAvailable,
      applyUpdate,
      showInstall: shouldShowInstallCard({ installable: installEvent !== null || ios, installed, dismissed }),
      iosInstall: ios && installEvent === null,
      async install() {
        if (!installEvent) {
          window.alert(IOS_INSTALL_STEPS);
          return;
        }
        await installEvent.prompt();
        const choice = await installEvent.userChoice;
        installSignals.consume();
        if (choice.outcome === 'accepted') setAccepted(true);
      },
      dismissInstall() {
        rememberDismissal(dismissalStorage(), Date.now());
        setDismissed(true);
      },
    }),
    [online, updateAvailable, applyUpdate, installEvent, ios, installed, dismissed],
  );
  return <PwaContext.Provider value={value}>{children}</PwaContext.Provider>;
}
