import { useMemo, type RefObject } from 'react';

const LANDMARKS = 'main, header, nav, aside, footer, [role="main"], [role="banner"], [role="navigation"], [role="region"]';

/**
 * Where a popup (a menu) is portalled: into the landmark around what opened it. At the end of
 * <body>, where portals go by default, its items would sit outside every landmark, and screen
 * reader users who move by landmark would not find them there (axe-core's "region" rule).
 */
export function landmarkAround(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>(LANDMARKS) ?? null;
}

/**
 * The same, as the `container` ref Chakra's Portal takes: read when the portal mounts, by which
 * time `inside` (the trigger) is in the page. Falls back to <body> (the Portal's default) when
 * there is no landmark around it.
 */
export function useLandmarkContainer(inside: RefObject<Element | null>): RefObject<HTMLElement | null> {
  return useMemo(
    () => ({
      get current() {
        return landmarkAround(inside.current);
      },
    }),
    [inside],
  );
}
