import { parts } from './kit.styles';
import { Skeleton } from './skeleton';

/** What a lazily loaded chart shows while its code arrives. */
export function ChartFallback({ height = 280, label = 'Loading chart' }: { height?: number; label?: string }) {
  return <Skeleton className={parts.chartFallback} style={{ height }} aria-busy="true" aria-label={label} role="status" />;
}
