import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/lib/ui/button';
import { useStableCallback } from '@/lib/ui/use-stable-callback';

/** How long an undo is offered: long enough to read the notice and reach the button. */
export const UNDO_SECONDS = 10;

export interface UndoOffer {
  /** What was done, as the notice says it: "Car loan deleted." */
  message: string;
  /** Puts it back; resolves with an error message when it could not. */
  undo: () => Promise<string | null>;
}

export interface UndoNoticeProps {
  offer: UndoOffer;
  /** The notice is done: undone, dismissed, or its time is up. */
  onDone: (undone: boolean) => void;
  /** The Undo button's id, for the focus to be put on it. */
  buttonId: string;
  /** Takes the focus when it appears (what had it, a deleted row's button, is gone). */
  takeFocus?: boolean;
}

/**
 * "Car loan deleted. Undo": offered for UNDO_SECONDS after a deletion. The time stops while the
 * pointer is over the notice or focus is in it (WCAG 2.2.1: nobody loses the undo while reaching
 * for it), and it can be dismissed. The Undo button is described by the message, so a screen
 * reader that lands on it hears what it undoes. It sits in the page's flow, where it is put: a
 * notice floating over the page would cover the controls under it.
 */
export function UndoNotice({ offer, onDone, buttonId, takeFocus = false }: UndoNoticeProps) {
  const messageId = useId();
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const finish = useStableCallback(onDone);
  const paused = held.pointer || held.focus || busy || problem !== null;

  useEffect(() => {
    if (takeFocus) document.getElementById(buttonId)?.focus();
  }, [takeFocus, buttonId]);

  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => finish(false), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [paused, offer, finish]);

  async function undo() {
    setBusy(true);
    const failure = await offer.undo();
    setBusy(false);
    if (failure) setProblem(failure);
    else finish(true);
  }

  return (
    <Box
      data-testid="undo-notice"
      onPointerEnter={() => setHeld((was) => ({ ...was, pointer: true }))}
      onPointerLeave={() => setHeld((was) => ({ ...was, pointer: false }))}
      onFocus={() => setHeld((was) => ({ ...was, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((was) => ({ ...was, focus: false }));
      }}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      px="3"
      py="2"
    >
      <HStack gap="3" justify="space-between">
        <Text id={messageId} fontSize="sm">
          {offer.message}
        </Text>
        <HStack gap="1">
          <Button id={buttonId} size="sm" variant="outline" onClick={() => void undo()} loading={busy} aria-describedby={messageId}>
            Undo
          </Button>
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => finish(false)} />
        </HStack>
      </HStack>
      {problem ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="1">
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}
