import { Skeleton } from '@chakra-ui/react';

/** What a lazily loaded chart shows while its code arrives. */
export function ChartFallback({ height = 280, label = 'Loading chart' }: { height?: number; label?: string }) {
  return <Skeleton height={`${height}px`} borderRadius="md" aria-busy="true" aria-label={label} role="status" />;
}
