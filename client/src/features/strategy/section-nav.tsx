import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Button } from '@/lib/ui/button';
import { strategy as styles } from './strategy.styles';

export interface PageSection {
  /** The id of the section's element in the page. */
  id: string;
  label: string;
}

/**
 * While the bar is on the page, the browser keeps what it scrolls to (a section, a focused field)
 * clear of the header and of the bar: the page's scroll padding (the frame's covers the header
 * alone) grows by the bar's height, so the keyboard's focus never hides under it (WCAG 2.4.11).
 */
function useScrollPaddingBelow(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement.style;
    const update = (height: number) => root.setProperty('scroll-padding-top', `calc(var(--chakra-sizes-14) + ${height}px + var(--chakra-spacing-2))`);
    // The observer reports the bar's height once it is laid out, and again when it changes: reading
    // offsetHeight here, as the page mounts, forced a layout of the whole page (about 30 ms).
    if (typeof ResizeObserver === 'undefined') {
      update(bar.current?.offsetHeight ?? 0);
      return () => root.removeProperty('scroll-padding-top');
    }
    const observer = new ResizeObserver(([entry]) => update(entry?.borderBoxSize[0]?.blockSize ?? 0));
    if (bar.current) observer.observe(bar.current);
    return () => {
      observer.disconnect();
      root.removeProperty('scroll-padding-top');
    };
  }, [bar]);
}

/**
 * The section that is being read: the last one whose top has passed below the bar. Kept in step by
 * an IntersectionObserver on each section's top edge, so scrolling costs no work per frame.
 */
function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const elements = key.split(' ').flatMap((id) => document.getElementById(id) ?? []);
    const update = () => {
      const passed = elements.filter((element) => element.getBoundingClientRect().top <= window.innerHeight * 0.4);
      setCurrent(passed.at(-1)?.id ?? null);
    };
    const observer = new IntersectionObserver(update, { threshold: [0, 1], rootMargin: '0px 0px -60% 0px' });
    // No first update() here: the observer reports every element once it is observed, after the
    // browser has laid the page out. Reading positions in this effect forced that layout early, in
    // the same task as the page's first render (a fifth of a second at 100 debts).
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return current;
}

/**
 * Moves to a section as following an in-page link does, and also takes the keyboard there: focus
 * goes to the section's heading (or the button that holds it), so Tab continues from the section
 * and a screen reader reads where it landed.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector<HTMLElement>('h2');
  const target = heading?.closest<HTMLElement>('button') ?? heading ?? section;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

/**
 * "On this page": links to the sections of a long screen, in a bar that stays under the header
 * while the page scrolls, so a phone can jump to the schedule from anywhere. A nav landmark of
 * ordinary links (Tab, Enter); the section in view is marked aria-current. Short labels and small
 * buttons keep it short; when the links do not fit one row (six sections at 390 px) they wrap to a
 * second rather than hide sideways, so every section stays in sight.
 */
export function SectionNav({ sections, label = 'Sections of this page' }: { sections: readonly PageSection[]; label?: string }) {
  const current = useCurrentSection(sections.map((section) => section.id));
  const bar = useRef<HTMLElement>(null);
  useScrollPaddingBelow(bar);
  return (
    <nav ref={bar} aria-label={label} className={styles.sectionBar}>
      <ul className={styles.sectionList}>
        {sections.map((section) => (
          <li key={section.id}>
            <Button asChild size="xs" variant={current === section.id ? 'subtle' : 'ghost'} className={styles.sectionLink}>
              <a href={`#${section.id}`} aria-current={current === section.id ? 'location' : undefined} onClick={(event) => jumpTo(event, section.id)}>
                {section.label}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
