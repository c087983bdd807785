import { palette, progress, type Palette } from './kit.styles';
import { cx, type Selection } from './static-styles';

export interface ProgressBarProps {
  /** From 0 to 100. */
  value: number;
  /** Names the bar for screen readers. */
  label: string;
  /** What screen readers say of the value, when a percentage alone would say too little ("4,200 of 10,000 payments"). */
  valueText?: string;
  size?: Selection<typeof progress.variants>['size'];
  colorPalette?: Palette;
}

/**
 * Chakra's Progress (a bar from 0 to 100), drawn by the theme's progress recipe as static classes.
 * Like Chakra's, the bar is the progressbar, with its value and range.
 */
export function ProgressBar({ value, label, valueText, size, colorPalette = 'accent' }: ProgressBarProps) {
  const percent = Math.min(Math.max(value, 0), 100);
  return (
    <div
      className={cx(progress('root', { size }), palette[colorPalette])}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <div className={progress('track', { size })}>
        <div className={progress('range', { size })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
