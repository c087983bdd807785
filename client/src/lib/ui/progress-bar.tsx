import './progress.css';

/**
 * A progress bar from 0 to 100 (progress.css): Chakra's Progress without its runtime. Like
 * Chakra's, the bar is the progressbar, with its value and range; `label` names it.
 */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.min(Math.max(value, 0), 100);
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="progress__range" style={{ width: `${percent}%` }} />
    </div>
  );
}
