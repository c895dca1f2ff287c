import { type RefObject, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { type CallView, callIntents, connectCall } from '../../../../machines/call/index.ts';
import {
  loopIntents,
  type SoftCallEvent,
  type SoftCallView,
} from '../../../../machines/softCall/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useView } from '../../../ui/hooks/useView.ts';
import { ShortcutSheet } from './ShortcutSheet.tsx';
import { SHORTCUT_TEXTS as T } from './shortcutTexts.ts';
import { useLoopShortcuts } from './useLoopShortcuts.ts';

export type LoopKeyboardProps = {
  /** The loop screen (its feedback form is found inside). */
  root: RefObject<HTMLElement | null>;
  view: SoftCallView;
  send: (event: SoftCallEvent) => void;
  /** The loop's running call (its child 'call'), while there is one. */
  callRef: AnyActorRef | undefined;
};

/** The loop run from the keyboard: its shortcuts, and the sheet that lists them ('?'). */
export function LoopKeyboard({ root, view, send, callRef }: LoopKeyboardProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const callView = useView(callRef, connectCall as (s: unknown) => CallView);
  useLoopShortcuts({
    root,
    loop: loopIntents(view, send),
    call: callRef && callView ? callIntents(callView, callRef.send) : {},
    openSheet: () => setSheetOpen(true),
  });
  return (
    <>
      <div className="flex justify-end">
        <Button variant="link" aria-keyshortcuts="?" onClick={() => setSheetOpen(true)}>
          {T.open}
        </Button>
      </div>
      <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </>
  );
}
