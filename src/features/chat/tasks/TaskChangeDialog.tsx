import { useId } from 'react';
import {
  type ChannelTaskModel,
  CHANNEL_TASK_TEXTS as T,
} from '../../../../machines/channelTask/index.ts';
import type { components } from '../../../../openapi/generated/chat.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

type Member = components['schemas']['ChatMember'];

export type TaskChangeDialogProps = {
  view: ChannelTaskModel;
  /** The channel's members to pick from; null while they load. */
  members: readonly Member[] | null;
  membersError: string | null;
};

const FIELD = 'w-full rounded-md border border-slate-300 px-2 py-1 text-sm';

/** Closing Message, Edit Description or Update Assignee, over the Tasks dialog. */
export function TaskChangeDialog({ view, members, membersError }: TaskChangeDialogProps) {
  const id = useId();
  if (!view.dialog || !view.title) return null;
  const alertId = `${id}-alert`;
  const invalid = view.invalid || undefined;
  const described = view.alert ? alertId : undefined;
  return (
    <Dialog open title={view.title} onClose={view.onCancel} dismissable={!view.busy}>
      <form
        className="space-y-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (view.canSave) view.onSave();
        }}
      >
        {view.task && <p className="font-medium text-slate-900">{view.task.title}</p>}
        {view.dialog === 'close' && (
          <label className="block" htmlFor={`${id}-comment`}>
            <span className="mb-1 block text-slate-700">{T.comment}</span>
            <textarea
              id={`${id}-comment`}
              rows={3}
              maxLength={view.limits.comment}
              value={view.comment}
              readOnly={view.busy}
              aria-invalid={invalid}
              aria-describedby={described}
              onChange={(e) => view.onCommentChange(e.target.value)}
              className={FIELD}
            />
          </label>
        )}
        {view.dialog === 'describe' && (
          <label className="block" htmlFor={`${id}-description`}>
            <span className="mb-1 block text-slate-700">{T.description}</span>
            <textarea
              id={`${id}-description`}
              rows={4}
              maxLength={view.limits.description}
              value={view.description}
              readOnly={view.busy}
              aria-describedby={described}
              onChange={(e) => view.onDescriptionChange(e.target.value)}
              className={FIELD}
            />
          </label>
        )}
        {view.dialog === 'assign' && (
          <label className="block" htmlFor={`${id}-member`}>
            <span className="mb-1 block text-slate-700">{T.member}</span>
            <select
              id={`${id}-member`}
              value={view.assignee}
              disabled={view.busy}
              aria-invalid={invalid}
              aria-describedby={described}
              onChange={(e) => view.onAssigneeChange(e.target.value)}
              className={FIELD}
            >
              <option value="">{T.chooseMember}</option>
              {/* The current assignee stays choosable while the members load. */}
              {view.task?.assignee && !members?.some((m) => m.username === view.assignee) && (
                <option value={view.task.assignee.username}>
                  {`${view.task.assignee.username} ${view.task.assignee.name}`}
                </option>
              )}
              {members?.map((m) => (
                <option key={m.username} value={m.username}>
                  {`${m.username} ${m.name}`}
                </option>
              ))}
            </select>
            {membersError && (
              <span role="alert" className="mt-1 block text-red-700">
                {T.membersFailed} {membersError}
              </span>
            )}
          </label>
        )}
        {view.alert && (
          <p id={alertId} role="alert" className="text-red-700">
            {view.alert}
          </p>
        )}
        {view.busy && <p role="status">{T.saving}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={!view.canCancel} onClick={view.onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={!view.canSave}>
            {T.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
