import {
  type MessageClassificationModel,
  MESSAGE_CLASSIFICATION_TEXTS as T,
} from '../../../../machines/messageClassification/index.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { SaveStatus } from '../../../ui/SaveStatus.tsx';

/** What classification says beside the table: saving, saved, the error, the undo confirmation. */
export function ClassificationNotices({ view }: { view: MessageClassificationModel }) {
  return (
    <>
      <SaveStatus
        busy={view.busy}
        busyText={T.saving}
        notice={view.notice}
        error={view.error}
        dismissLabel={T.dismiss}
        onDismiss={view.onDismiss}
      />
      <ConfirmDialog
        open={view.confirmingUndo}
        title={T.confirmTitle}
        message={T.confirmUndo}
        confirmLabel={T.ok}
        cancelLabel={T.cancel}
        onConfirm={view.onConfirmUndo}
        onCancel={view.onCancelUndo}
      />
    </>
  );
}
