import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';

/** Asks before a tab with unsaved edits is left; Esc or Stay keeps the tab. */
export function LeaveTabDialog(props: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog open={props.open} title={T.leaveTitle} onClose={props.onStay} role="alertdialog">
      <p className="text-sm text-slate-700">{T.leaveBody}</p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onStay}>
          {T.stay}
        </Button>
        <Button onClick={props.onLeave}>{T.leave}</Button>
      </div>
    </Dialog>
  );
}
