import { useActorRef } from '@xstate/react';
import { useId, useMemo } from 'react';
import { REASON_MAX } from '../../../../machines/blacklistLevel/blacklistLevel.rules.ts';
import type { ChatMe } from '../../../../machines/chatChannel/index.ts';
import {
  connectUserModeration,
  type ModeratedUser,
  type ModerationControl,
  USER_MODERATION_TEXTS as T,
  type UserModerationActors,
  type UserModerationModel,
  userModerationMachine,
} from '../../../../machines/userModeration/index.ts';
import { api } from '../../../app/services.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useView } from '../../../ui/hooks/useView.ts';
import { createUserModerationActors } from './moderationCalls.ts';
import { UserFace } from './UserFace.tsx';

export type UserDialogProps = {
  channel_name: string;
  user: ModeratedUser;
  me: ChatMe;
  onClose: () => void;
  /** Fakes for tests and stories; by default the services' calls. */
  actors?: UserModerationActors;
};

/**
 * A member's "user and mobile number" dialog (issue 19 §2 'Moderation'). Its own chunk: the chat
 * loads it when an avatar is first pressed.
 */
export default function UserDialog({ channel_name, user, me, onClose, actors }: UserDialogProps) {
  const calls = useMemo(
    () => actors ?? createUserModerationActors(api.chatPlain, api.mainPlain),
    [actors],
  );
  const actor = useActorRef(userModerationMachine.provide({ actors: calls }), {
    input: { channel_name, user, me },
  });
  const view = useView(actor, (s) => connectUserModeration(s, actor.send))!;
  return <UserDialogView view={view} onClose={onClose} />;
}

function ControlButton({
  control,
  variant = 'secondary',
  type = 'button',
}: {
  control: ModerationControl;
  variant?: 'primary' | 'secondary';
  type?: 'button' | 'submit';
}) {
  return (
    <Button
      type={type}
      variant={variant}
      disabled={!control.enabled}
      onClick={type === 'submit' ? undefined : control.onPress}
    >
      {control.text}
    </Button>
  );
}

function BlacklistForm({ form }: { form: NonNullable<UserModerationModel['blacklist']> }) {
  const reasonId = useId();
  const busy = !form.cancel.enabled;
  return (
    <Dialog open title={T.blacklistTitle} onClose={form.cancel.onPress} dismissable={!busy}>
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (form.confirm.enabled) form.confirm.onPress();
        }}
      >
        <p className="text-slate-700">{T.disables}</p>
        <label className="flex flex-col gap-1 font-medium text-slate-700">
          {T.level}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-2"
            value={String(form.level)}
            disabled={busy}
            onChange={(e) => form.onLevel(e.target.value)}
          >
            {form.levels.map((level) => (
              <option key={level} value={String(level)}>
                {level}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={reasonId} className="font-medium text-slate-700">
          {T.reason}
        </label>
        <input
          id={reasonId}
          className="rounded-md border border-slate-300 px-2 py-2"
          maxLength={REASON_MAX}
          value={form.reason}
          readOnly={busy}
          onChange={(e) => form.onReason(e.target.value)}
        />
        {busy && <p role="status">{T.working}</p>}
        {form.alert && (
          <p role="alert" className="text-red-700">
            {form.alert}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <ControlButton control={form.cancel} />
          <ControlButton control={form.confirm} variant="primary" type="submit" />
        </div>
      </form>
    </Dialog>
  );
}

/** The dialog as connect() gives it (stories render it from a snapshot). */
export function UserDialogView({
  view,
  onClose,
}: {
  view: UserModerationModel;
  onClose: () => void;
}) {
  return (
    <Dialog open title={T.title} onClose={onClose} dismissable={!view.busy}>
      <div className="space-y-3 text-sm">
        <div className="flex items-center gap-3">
          <UserFace name={view.name} image={view.image} />
          <div>
            <p className="font-semibold text-slate-900">{view.name}</p>
            <p>
              <span className="sr-only">{T.number}: </span>
              <a href={`tel:${view.username}`} className="text-sky-700 underline">
                {view.username}
              </a>
            </p>
          </div>
        </div>
        {view.standing.length > 0 && (
          <ul className="flex gap-2">
            {view.standing.map((text) => (
              <li key={text} className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                {text}
              </li>
            ))}
          </ul>
        )}
        {view.loading && <p role="status">{T.loading}</p>}
        {view.loadError !== null && (
          <p role="alert" className="text-red-700">
            {view.loadError}{' '}
            <Button variant="link" onClick={view.onRetry}>
              {T.retry}
            </Button>
          </p>
        )}
        {view.busy && !view.loading && !view.blacklist && <p role="status">{T.working}</p>}
        {view.notice && (
          <p role="status" className="text-green-800">
            {view.notice}
          </p>
        )}
        {view.alert && (
          <p role="alert" className="text-red-700">
            {view.alert}
          </p>
        )}
        {view.actions.length > 0 && (
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
            {view.actions.map((action) => (
              <ControlButton key={action.text} control={action} />
            ))}
          </div>
        )}
      </div>
      {view.confirm && (
        <Dialog open title={view.confirm.title} onClose={view.confirm.cancel.onPress}>
          <p className="mb-4 text-sm text-slate-800">{view.confirm.text}</p>
          <div className="flex justify-end gap-2">
            <ControlButton control={view.confirm.cancel} />
            <ControlButton control={view.confirm.confirm} variant="primary" />
          </div>
        </Dialog>
      )}
      {view.blacklist && <BlacklistForm form={view.blacklist} />}
    </Dialog>
  );
}
