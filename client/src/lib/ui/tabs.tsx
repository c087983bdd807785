import { useRef, type KeyboardEvent } from 'react';
import { tabs } from './kit.styles';

export interface TabsProps<T extends string> {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

/**
 * Chakra's Tabs (variant enclosed, fitted) as a row of choices, drawn by the theme's tabs recipe
 * as static classes. An ARIA tab list: one tab stop, the arrow keys (and Home/End) move between
 * the tabs and select as they go, as Chakra's tabs do.
 */
export function Tabs<T extends string>({ value, options, onChange }: TabsProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent) {
    const current = options.findIndex((option) => option.value === value);
    const last = options.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + options.length) % options.length;
    onChange(options[index]!.value);
    buttons.current[index]?.focus();
  }

  return (
    <div className={tabs('root')} data-orientation="horizontal">
      <div className={tabs('list')} role="tablist" aria-orientation="horizontal" data-orientation="horizontal" onKeyDown={onKeyDown}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            className={tabs('trigger')}
            aria-selected={option.value === value}
            tabIndex={option.value === value ? 0 : -1}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
