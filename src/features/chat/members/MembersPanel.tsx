import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import {
  type ChannelMembersActors,
  type ChannelMembersModel,
  channelMembersMachine,
  connectChannelMembers,
  type MembersChannel,
  type MembersControl,
  CHANNEL_MEMBERS_TEXTS as T,
} from '../../../../machines/channelMembers/index.ts';
import type { ChatMe } from '../../../../machines/chatChannel/index.ts';
import { api } from '../../../app/services.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useView } from '../../../ui/hooks/useView.ts';
import { createChannelMembersActors } from './membersCalls.ts';

export type MembersPanelProps = {
  channel: MembersChannel;
  me: ChatMe;
  onClose: () => void;
  /** The channel was left or deleted: the host drops it and clears the selection. */
  onGone: () => void;
  /** Fakes for tests and stories; by default the chat service's calls. */
  actors?: ChannelMembersActors;
};

/**
 * The channel's members and what its admins do with them (issue 19 §2 'Members'). Its own chunk:
 * the chat page loads it when the panel is first opened.
 */
export default function MembersPanel({ channel, me, onClose, onGone, actors }: MembersPanelProps) {
  const calls = useMemo(() => actors ?? createChannelMembersActors(api.chatPlain), [actors]);
  const actor = useActorRef(
    channelMembersMachine.provide({ actors: calls, actions: { channelGone: () => onGone() } }),
    { input: { channel, me } },
  );
  const view = useView(actor, (s) => connectChannelMembers(s, actor.send))!;
  return <MembersDialog view={view} onClose={onClose} />;
}

function ControlButton({
  control,
  variant = 'secondary',
}: {
  control: MembersControl;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Button
      variant={variant}
      disabled={!control.enabled}
      onClick={control.onPress}
      aria-label={control.label === control.text ? undefined : control.label}
      className="px-2 py-1 text-xs"
    >
      {control.text}
    </Button>
  );
}

/** The panel as connect() gives it (stories render it from a snapshot). */
export function MembersDialog({
  view,
  onClose,
}: {
  view: ChannelMembersModel;
  onClose: () => void;
}) {
  // Left or deleted: the host closes the channel.
  if (view.gone) return null;
  return (
    <Dialog open title={T.title} onClose={onClose} dismissable={!view.busy} size="wide">
      <div className="space-y-4 text-sm">
        {view.loading && <p role="status">{T.loading}</p>}
        {view.loadError !== null && (
          <p role="alert" className="text-red-700">
            {view.loadError}{' '}
            <Button variant="link" onClick={view.onRetry}>
              {T.retry}
            </Button>
          </p>
        )}
        {view.busy && !view.loading && <p role="status">{T.saving}</p>}
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
        {view.members && (
          <ul aria-label={T.title} className="max-h-72 space-y-1 overflow-y-auto">
            {view.members.map(({ member, business, actions }) => (
              <li key={member.id} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1">
                  {member.name} <span className="text-xs text-slate-600">{member.username}</span>
                  {member.admin && (
                    <span className="ml-1 rounded bg-slate-100 px-1 text-xs">{T.admin}</span>
                  )}
                  {business && (
                    <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">
                      {T.business}
                    </span>
                  )}
                </span>
                {actions.map((action) => (
                  <ControlButton key={action.label} control={action} />
                ))}
              </li>
            ))}
          </ul>
        )}
        {view.manages && (
          <form
            aria-label={T.addHeading}
            className="space-y-2 border-t border-slate-200 pt-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (view.add.enabled) view.add.onPress();
            }}
          >
            <h3 className="font-medium text-slate-900">{T.addHeading}</h3>
            <label className="block">
              <span className="mb-1 block text-slate-700">{T.phones}</span>
              <input
                type="text"
                inputMode="tel"
                value={view.phones}
                readOnly={view.busy}
                onChange={(e) => view.onPhonesChange(e.target.value)}
                className="w-full rounded-md border border-slate-300 px-2 py-1"
              />
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={view.asAdmin}
                disabled={view.busy}
                onChange={(e) => view.onAsAdminChange(e.target.checked)}
              />
              {T.asAdmin}
            </label>
            <ControlButton control={view.add} variant="primary" />
          </form>
        )}
        {(view.deleteChannel || view.leave) && (
          <div className="flex gap-2 border-t border-slate-200 pt-3">
            {view.leave && <ControlButton control={view.leave} />}
            {view.deleteChannel && <ControlButton control={view.deleteChannel} />}
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
    </Dialog>
  );
}
