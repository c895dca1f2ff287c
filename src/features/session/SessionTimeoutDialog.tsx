import type { SessionView } from '../../../machines/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { SESSION_TEXTS as T } from './sessionTexts.ts';

export type SessionTimeoutDialogProps = {
  view: SessionView;
  /** 'Stay signed in', Esc or a click outside: all count as activity. */
  onStay: () => void;
};

/** The inactivity warning: the seconds left and one way out, which gets the focus. */
export function SessionTimeoutDialog({ view, onStay }: SessionTimeoutDialogProps) {
  return (
    <Dialog open={view.dialogOpen} title={T.title} onClose={onStay} role="alertdialog">
      <p className="mb-6 text-sm text-slate-700">{view.message}</p>
      <div className="flex justify-end">
        <Button autoFocus onClick={onStay}>
          {T.staySignedIn}
        </Button>
      </div>
    </Dialog>
  );
}
