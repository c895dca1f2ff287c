import { TASK_FORM_TEXTS as T, type TaskFormModel } from '../../../../machines/taskForm/index.ts';
import { Button } from '../../../ui/Button.tsx';
import type { AttachmentFile } from './AttachmentLink.tsx';
import { TaskFormDialog } from './TaskFormDialog.tsx';

/** Add task, what the last save or delete said, and the slide-in form. */
export function TaskForm({
  view,
  attachmentFile,
}: {
  view: TaskFormModel;
  attachmentFile: AttachmentFile;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {view.notice ? (
        <p role="status" className="text-sm text-green-700">
          {view.notice}
        </p>
      ) : null}
      <Button disabled={view.open} onClick={view.onAdd}>
        {T.add}
      </Button>
      <TaskFormDialog view={view} attachmentFile={attachmentFile} />
    </div>
  );
}
