import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { useEffect, useId, useRef } from 'react';
import {
  PRIORITIES,
  STATES,
  TASK_FORM_TEXTS as T,
  type TaskFormModel,
  type TaskPriority,
  type TaskState,
} from '../../../../machines/taskForm/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { type AttachmentFile, AttachmentLink } from './AttachmentLink.tsx';
import { Chip } from './Chip.tsx';
import { TaskPeoplePicker } from './TaskPeoplePicker.tsx';

const FIELD =
  'rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100 aria-invalid:border-red-500';
const LABEL = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

/** The slide-in add/update form: connect() of the task form machine; it decides nothing itself. */
export function TaskFormDialog({
  view,
  attachmentFile,
}: {
  view: TaskFormModel;
  attachmentFile: AttachmentFile;
}) {
  const title = useRef<HTMLInputElement>(null);
  const date = useRef<HTMLInputElement>(null);
  const parent = useRef<HTMLInputElement>(null);
  // A refusal moves focus to the field it is about.
  useEffect(() => {
    if (view.invalid === 'title') title.current?.focus();
    if (view.invalid === 'date') date.current?.focus();
    if (view.invalid === 'parent') parent.current?.focus();
  }, [view.invalid]);
  const alertId = useId();
  const locked = view.busy;
  return (
    <>
      <HeadlessDialog
        open={view.open}
        onClose={() => {
          if (view.canClose && !view.confirmOpen) view.onClose();
        }}
        className="relative z-40"
      >
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <div className="fixed inset-y-0 right-0 flex w-full max-w-lg">
          <DialogPanel className="flex w-full flex-col overflow-y-auto bg-white p-6 shadow-xl transition data-closed:translate-x-full">
            <DialogTitle className="mb-4 text-lg font-semibold text-slate-900">
              {view.heading}
            </DialogTitle>
            <form
              className="flex flex-col gap-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (view.canSave) view.onSave();
              }}
            >
              {view.mode === 'update' ? (
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="font-medium text-slate-700">{T.createdBy}</dt>
                    <dd>{view.createdBy}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-slate-700">{T.createdAt}</dt>
                    <dd>
                      {view.createdAt ? new Date(view.createdAt).toLocaleString('en-IN') : ''}
                    </dd>
                  </div>
                </dl>
              ) : null}
              <label className={LABEL}>
                {T.title}
                <input
                  ref={title}
                  className={FIELD}
                  value={view.title}
                  maxLength={view.limits.title}
                  readOnly={locked}
                  required
                  aria-invalid={view.invalid === 'title' || undefined}
                  aria-describedby={view.invalid === 'title' ? alertId : undefined}
                  onChange={(e) => view.onTitleChange(e.target.value)}
                />
              </label>
              <div className="grid grid-cols-2 gap-3">
                <label className={LABEL}>
                  {T.priority}
                  <select
                    className={FIELD}
                    value={view.priority}
                    disabled={locked}
                    required
                    onChange={(e) => view.onPriorityChange(e.target.value as TaskPriority | '')}
                  >
                    <option value="">{T.choose}</option>
                    {PRIORITIES.map((p) => (
                      <option key={p} value={p}>
                        {T.priorities[p]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={LABEL}>
                  {T.state}
                  <select
                    className={FIELD}
                    value={view.state}
                    disabled={locked}
                    required
                    onChange={(e) => view.onStateChange(e.target.value as TaskState | '')}
                  >
                    <option value="">{T.choose}</option>
                    {STATES.map((s) => (
                      <option key={s} value={s}>
                        {T.states[s]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <label className={LABEL}>
                {T.description}
                <textarea
                  className={FIELD}
                  rows={3}
                  value={view.description}
                  maxLength={view.limits.description}
                  readOnly={locked}
                  onChange={(e) => view.onDescriptionChange(e.target.value)}
                />
              </label>
              <div className="grid grid-cols-2 gap-3">
                <label className={LABEL}>
                  {T.dueDate}
                  <input
                    ref={date}
                    type="date"
                    className={FIELD}
                    value={view.estimatedDate}
                    min={view.today}
                    readOnly={locked}
                    aria-invalid={view.invalid === 'date' || undefined}
                    onChange={(e) => view.onDateChange(e.target.value)}
                  />
                </label>
                <label className={LABEL}>
                  {T.parentTask}
                  <input
                    ref={parent}
                    className={FIELD}
                    inputMode="numeric"
                    value={view.parentTask}
                    readOnly={locked}
                    aria-invalid={view.invalid === 'parent' || undefined}
                    onChange={(e) => view.onParentChange(e.target.value)}
                  />
                </label>
              </div>
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-medium text-slate-700">{T.subtasks}</legend>
                <ul className="flex flex-wrap gap-2" aria-label={T.subtasks}>
                  {view.subtaskIds.map((id) => (
                    <Chip
                      key={id}
                      label={`#${id}`}
                      removeLabel={T.removeSubtask(id)}
                      disabled={locked}
                      onRemove={() => view.onRemoveSubtask(id)}
                    />
                  ))}
                </ul>
                <div className="flex gap-2">
                  <label className="sr-only" htmlFor={`${alertId}-sub`}>
                    {T.subtaskId}
                  </label>
                  <input
                    id={`${alertId}-sub`}
                    className={`${FIELD} w-32`}
                    inputMode="numeric"
                    placeholder={T.subtaskId}
                    value={view.subtaskDraft}
                    readOnly={locked}
                    onChange={(e) => view.onSubtaskDraftChange(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        if (view.canAddSubtask) view.onAddSubtask();
                      }
                    }}
                  />
                  <Button
                    variant="secondary"
                    disabled={!view.canAddSubtask}
                    onClick={view.onAddSubtask}
                  >
                    {T.addSubtask}
                  </Button>
                </div>
              </fieldset>
              <TaskPeoplePicker view={view} />
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-medium text-slate-700">{T.attachments}</legend>
                <ul className="flex flex-wrap gap-2" aria-label={T.attachments}>
                  {view.documents.map((doc) => (
                    <Chip
                      key={doc.id}
                      label={<AttachmentLink doc={doc} file={attachmentFile} />}
                      removeLabel={T.removeAttachment(doc.name)}
                      disabled={locked}
                      onRemove={() => view.onRemoveDocument(doc.id)}
                    />
                  ))}
                </ul>
                <label className={LABEL}>
                  {T.attach}
                  <input
                    type="file"
                    className="text-sm"
                    disabled={locked}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) view.onUpload({ name: file.name, type: file.type, blob: file });
                      e.target.value = '';
                    }}
                  />
                </label>
              </fieldset>
              {view.alert ? (
                <p id={alertId} role="alert" className="text-sm text-red-700">
                  {view.alert}
                </p>
              ) : null}
              {view.progress && !view.confirmOpen ? (
                <p role="status" className="text-sm text-slate-700">
                  {view.progress}
                </p>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2">
                {view.mode === 'update' ? (
                  <Button variant="secondary" disabled={!view.canDelete} onClick={view.onDelete}>
                    {T.delete}
                  </Button>
                ) : null}
                <Button variant="secondary" disabled={!view.canClose} onClick={view.onClose}>
                  {T.cancel}
                </Button>
                <Button type="submit" busy={view.busy} disabled={!view.canSave}>
                  {T.save}
                </Button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </HeadlessDialog>
      <DeleteConfirm view={view} />
    </>
  );
}

/** The delete confirmation over the form; Delete task and Keep task wait while it deletes. */
function DeleteConfirm({ view }: { view: TaskFormModel }) {
  if (!view.confirmOpen || view.taskId === null) return null;
  const busy = !view.canConfirm;
  return (
    <Dialog open title={T.confirmTitle} onClose={view.onKeep} dismissable={!busy}>
      <p className="mb-4 text-sm text-slate-800" role={busy ? 'status' : undefined}>
        {view.progress ?? T.confirmText(view.taskId)}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={view.onKeep}>
          {T.keep}
        </Button>
        <Button busy={busy} onClick={view.onConfirmDelete}>
          {T.confirmDelete}
        </Button>
      </div>
    </Dialog>
  );
}
