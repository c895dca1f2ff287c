import {
  type LoanConfigJumpModel,
  LOAN_CONFIG_JUMP_TEXTS as T,
} from '../../../../machines/loanConfigJump/index.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

/** The question of the config jump, open while the machine asks it. */
export function ConfigJumpDialog({ view }: { view: LoanConfigJumpModel }) {
  return (
    <ConfirmDialog
      open={view.asking}
      title={T.title}
      message={T.question}
      confirmLabel={T.accept}
      cancelLabel={T.decline}
      onConfirm={view.onAccept}
      onCancel={view.onDecline}
    />
  );
}
