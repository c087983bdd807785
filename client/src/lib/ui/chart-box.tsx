import { useEffect, useRef, useState, type ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { endChartTurn, takeChartTurn } from './chart-turns';

interface ChartBoxProps {
  /** What the chart shows, in words: the box is an image to assistive technology. */
  label: string;
  /** The box's height in pixels; the chart takes the box's whole width. */
  height: number;
  testId?: string;
  /** The recharts chart, without a size: the box gives it its own. */
  children: ReactElement;
}

/**
 * The box every chart draws in. It watches its own width (a ResizeObserver, which reports after
 * layout: nothing is measured by force) and draws the chart at that size, the first time when its
 * turn comes (chart-turns.ts), then at once on every resize. Given a fixed size, recharts'
 * ResponsiveContainer neither measures nor observes anything itself.
 */
export function ChartBox({ label, height, testId, children }: ChartBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const drawn = width !== null;
  const drawnRef = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let measured = 0;
    let turn: 'none' | 'waiting' | 'given' = 'none';
    let cancel = () => {};
    const observer = new ResizeObserver(([entry]) => {
      measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured <= 0) return;
      if (turn === 'given') return setWidth(measured);
      if (turn === 'none') {
        turn = 'waiting';
        cancel = takeChartTurn(() => {
          turn = 'given';
          setWidth(measured);
        });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel();
      // Left during its turn, before drawing: the next chart must not wait for it.
      if (turn === 'given' && !drawnRef.current) endChartTurn();
    };
  }, []);

  // The first drawing is committed: the next chart's turn, in a task of its own.
  useEffect(() => {
    if (!drawn || drawnRef.current) return;
    drawnRef.current = true;
    endChartTurn();
  }, [drawn]);

  return (
    <div ref={box} role="img" aria-label={label} style={{ height }} data-testid={testId}>
      {drawn ? (
        <ResponsiveContainer width={width} height={height}>
          {children}
        </ResponsiveContainer>
      ) : null}
    </div>
  );
}
