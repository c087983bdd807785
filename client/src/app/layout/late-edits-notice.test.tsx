// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { dismissLateEdits, reportLateEdit } from '@/data/history/late-edits';
import { LateEditsNotice } from './late-edits-notice';

afterEach(() => {
  cleanup();
  dismissLateEdits();
});

const at = (day: string) => new Date(`${day}T12:00:00`).getTime();

test('nothing while no late edit was reported', () => {
  render(<LateEditsNotice />);
  expect(screen.queryByTestId('late-edits-notice')).toBeNull();
});

test('says when the late changes were made and what they touched, until dismissed', () => {
  render(<LateEditsNotice />);
  act(() => {
    reportLateEdit({ collection: 'debts', documentId: 'visa', madeAt: [at('2026-03-05')] });
    reportLateEdit({ collection: 'payments', documentId: 'p1', madeAt: [at('2026-03-07')] });
    reportLateEdit({ collection: 'payments', documentId: 'p2', madeAt: [at('2026-03-05')] });
  });
  const notice = screen.getByTestId('late-edits-notice');
  expect(notice.textContent).toContain('Changes made offline on Mar 5, 2026 and Mar 7, 2026 were applied now');
  expect(notice.textContent).toContain('They touched a debt and 2 payments, and were applied after changes from your other devices.');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('late-edits-notice')).toBeNull();
});
