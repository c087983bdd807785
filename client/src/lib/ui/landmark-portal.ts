const LANDMARKS = 'main, header, nav, aside, footer, [role="main"], [role="banner"], [role="navigation"], [role="region"]';

/**
 * Where a popup (a menu) is portalled: into the landmark around what opened it. At the end of
 * <body>, where portals go by default, its items would sit outside every landmark, and screen
 * reader users who move by landmark would not find them there (axe-core's "region" rule).
 */
export function landmarkAround(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>(LANDMARKS) ?? null;
}
