import {
  type RegisterComplaintModel,
  REGISTER_COMPLAINT_TEXTS as T,
} from '../../../machines/registerComplaint/index.ts';
import { Button } from '../../ui/Button.tsx';
import { RegisterComplaintDialog } from './RegisterComplaintDialog.tsx';

/** Register complaint: the button, the confirmation once registered, and the dialog. */
export function RegisterComplaint({ view }: { view: RegisterComplaintModel }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {view.notice && !view.open ? (
        <p role="status" className="text-sm text-green-700">
          {view.notice}
        </p>
      ) : null}
      <Button disabled={!view.canOpen} onClick={view.onOpen}>
        {T.open}
      </Button>
      <RegisterComplaintDialog view={view} />
    </div>
  );
}
