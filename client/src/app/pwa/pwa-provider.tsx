import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IOS_INSTALL_STEPS, isDismissed, isIos, rememberDismissal, shouldShowInstallCard } from '@/lib/pwa/install-prompt';
import { applyUpdate as applyUpdateRule, watchForUpdates } from '@/lib/pwa/update-flow';
import { toaster } from '../toaster';
import { PwaContext, type PwaState } from './pwa-context';
import { useOnline } from './use-online';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(isStandalone);
  const [dismissed, setDismissed] = useState(() => isDismissed(localStorage, Date.now()));
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => {
    // Spec §7: a HEAD request for the public favicon checks connectivity at start; only logged.
    fetch('/favicon.svg', { method: 'HEAD', cache: 'no-store' })
      .then((response) => console.info(`Connectivity check: ${response.ok ? 'online' : `HTTP ${response.status}`}`))
      .catch(() => console.info('Connectivity check: offline'));
  }, []);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
    let stop: (() => void) | undefined;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((found) => {
        setRegistration(found);
        stop = watchForUpdates(found, {
          onUpdateAvailable: () => setUpdateAvailable(true),
          hasController: () => navigator.serviceWorker.controller !== null,
        });
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    return () => stop?.();
  }, []);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const applyUpdate = useCallback(() => {
    if (!registration) return;
    applyUpdateRule(registration, {
      notify: (notice) =>
        toaster.create({
          title: notice.title,
          description: notice.description,
          type: notice.kind === 'error' ? 'error' : 'info',
          ...(notice.durationMs ? { duration: notice.durationMs } : {}),
        }),
      reload: () => window.location.reload(),
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
        setInstallEvent(null);
        if (choice.outcome === 'accepted') setInstalled(true);
      },
      dismissInstall() {
        rememberDismissal(localStorage, Date.now());
        setDismissed(true);
      },
    }),
    [online, updateAvailable, applyUpdate, installEvent, ios, installed, dismissed],
  );
  return <PwaContext.Provider value={value}>{children}</PwaContext.Provider>;
}
