import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';

/** What a confirmation asks: its title, what happens, and the button that does it. */
export interface Question {
  title: string;
  text: string;
  confirmLabel: string;
}

// Chakra's Dialog loads when a question is first asked: the screens drawn without Chakra's
// runtime (the frame, the database failure page) do not load it before they need it.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialogWithTheme })));

/**
 * Asks a question in the app's confirmation dialog (confirm-dialog.tsx: an alert dialog whose
 * focus starts on Cancel) where code would call the browser's confirm(): `ask` resolves with the
 * answer, and `dialog` is rendered by the caller wherever it likes (it is portalled).
 */
export function useConfirmation(): { ask: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ question: Question; answer: (yes: boolean) => void } | null>(null);
  const ask = useCallback((question: Question) => new Promise<boolean>((answer) => setPending({ question, answer })), []);
  // The dialog calls onConfirm, then onClose: the first answer is the one the promise keeps.
  const answer = (yes: boolean) => {
    pending?.answer(yes);
    setPending(null);
  };
  const dialog = pending ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={pending.question.title}
        confirmLabel={pending.question.confirmLabel}
        onConfirm={async () => answer(true)}
        onClose={() => answer(false)}
      >
        {pending.question.text}
      </ConfirmDialog>
    </Suspense>
  ) : null;
  return { ask, dialog };
}
