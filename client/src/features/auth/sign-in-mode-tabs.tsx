import { useRef, type KeyboardEvent } from 'react';

export type SignInMode = 'signIn' | 'signUp';

const MODES: Array<{ value: SignInMode; label: string }> = [
  { value: 'signIn', label: 'Sign in' },
  { value: 'signUp', label: 'Create account' },
];

/**
 * "Sign in | Create account" as an ARIA tab list: one tab stop, the arrow keys (and Home/End) move
 * between the tabs and select as they go, as Chakra's tabs do.
 */
export function SignInModeTabs({ mode, onChange }: { mode: SignInMode; onChange: (mode: SignInMode) => void }) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent) {
    const current = MODES.findIndex((entry) => entry.value === mode);
    const last = MODES.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + MODES.length) % MODES.length;
    onChange(MODES[index]!.value);
    tabs.current[index]?.focus();
  }

  return (
    <div className="login-tabs" role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
      {MODES.map((entry, index) => (
        <button
          key={entry.value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          className="login-tab"
          aria-selected={entry.value === mode}
          tabIndex={entry.value === mode ? 0 : -1}
          onClick={() => onChange(entry.value)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
