import type { RealtimeView } from '../../../machines/realtime/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { REALTIME_TEXTS as T } from './realtimeTexts.ts';

export type MultiTabDialogProps = {
  view: RealtimeView;
  /** 'Use Here': take the message connection back into this tab. */
  onUseHere: () => void;
  /** 'Cancel', Esc or a click outside: leave it with the other tab. */
  onCancel: () => void;
};

/** The multi-tab warning (spec part 2 §2): another tab has the message connection. */
export function MultiTabDialog({ view, onUseHere, onCancel }: MultiTabDialogProps) {
  return (
    <Dialog open={view.dialogOpen} title={T.dialogTitle} onClose={onCancel}>
      <p className="mb-6 text-sm text-slate-700">{T.dialogBody}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button autoFocus onClick={onUseHere}>
          {T.useHere}
        </Button>
      </div>
    </Dialog>
  );
}
