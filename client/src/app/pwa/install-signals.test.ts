import { describe, expect, it, vi } from 'vitest';
import { createInstallSignals } from './install-signals';

function promptEvent(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: vi.fn().mockResolvedValue(undefined), userChoice: Promise.resolve({ outcome }) });
}

describe('install signals', () => {
  it('keeps a prompt that fired before anyone subscribed, and stops the browser showing its own', () => {
    const target = new EventTarget();
    const signals = createInstallSignals(target);
    const event = promptEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const onChange = vi.fn();
    signals.subscribe(onChange);
    expect(signals.getSnapshot()).toEqual({ event, installed: false });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tells subscribers about a new prompt and about the app being installed', () => {
    const target = new EventTarget();
    const signals = createInstallSignals(target);
    const onChange = vi.fn();
    signals.subscribe(onChange);
    target.dispatchEvent(promptEvent());
    expect(onChange).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('appinstalled'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(signals.getSnapshot()).toEqual({ event: null, installed: true });
  });

  it('a used prompt is spent; the snapshot stays the same object while nothing changes', () => {
    const target = new EventTarget();
    const signals = createInstallSignals(target);
    target.dispatchEvent(promptEvent());
    const before = signals.getSnapshot();
    expect(signals.getSnapshot()).toBe(before); // useSyncExternalStore needs a stable snapshot
    signals.consume();
    expect(signals.getSnapshot()).toEqual({ event: null, installed: false });
    const after = signals.getSnapshot();
    signals.consume();
    expect(signals.getSnapshot()).toBe(after);
  });

  it('ignores an event without prompt(), and listens no more once stopped', () => {
    const target = new EventTarget();
    const signals = createInstallSignals(target);
    const bare = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(bare);
    expect(bare.defaultPrevented).toBe(false);
    expect(signals.getSnapshot().event).toBeNull();
    const unsubscribed = vi.fn();
    signals.subscribe(unsubscribed)();
    signals.stop();
    target.dispatchEvent(promptEvent());
    target.dispatchEvent(new Event('appinstalled'));
    expect(signals.getSnapshot()).toEqual({ event: null, installed: false });
    expect(unsubscribed).not.toHaveBeenCalled();
  });
});
