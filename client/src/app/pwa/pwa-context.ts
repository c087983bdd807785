import { createContext, useContext } from 'react';

export interface PwaState {
  online: boolean;
  updateAvailable: boolean;
  applyUpdate(): void;
  /** The install card should show (installable, not installed, not dismissed in the last 7 days). */
  showInstall: boolean;
  /** iOS has no install prompt: the card explains the steps instead. */
  iosInstall: boolean;
  install(): Promise<void>;
  dismissInstall(): void;
}

export const PwaContext = createContext<PwaState>({
  online: true,
  updateAvailable: false,
  applyUpdate: () => undefined,
  showInstall: false,
  iosInstall: false,
  install: async () => undefined,
  dismissInstall: () => undefined,
});

export function usePwa(): PwaState {
  return useContext(PwaContext);
}
