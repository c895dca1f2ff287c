import type { SnapshotFrom } from 'xstate';
import type { NewChannelType } from './createChannel.actors.ts';
import type {
  ChannelFlag,
  CreateChannelEvent,
  createChannelMachine,
} from './createChannel.machine.ts';
import { DESCRIPTION_MAX, DISPLAY_NAME_MAX, SHORT_NAME_MAX } from './createChannel.rules.ts';
import { CREATE_CHANNEL_TEXTS as T } from './createChannel.texts.ts';

type Snapshot = SnapshotFrom<typeof createChannelMachine>;
type Send = (event: CreateChannelEvent) => void;

export type CreateChannelIntents = {
  onDisplayNameChange: (value: string) => void;
  onNameChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  onTypeChange: (value: NewChannelType) => void;
  onTeamToggle: (id: number) => void;
  onTagToggle: (id: number) => void;
  onActionToggle: (id: number) => void;
  onDocGroupChange: (value: number | null) => void;
  onFlagToggle: (flag: ChannelFlag) => void;
  onCreate: () => void;
};

const intentsBySend = new WeakMap<Send, CreateChannelIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): CreateChannelIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onDisplayNameChange: (value) => send({ type: 'displayName.change', value }),
      onNameChange: (value) => send({ type: 'name.change', value }),
      onDescriptionChange: (value) => send({ type: 'description.change', value }),
      onTypeChange: (value) => send({ type: 'type.change', value }),
      onTeamToggle: (id) => send({ type: 'team.toggle', id }),
      onTagToggle: (id) => send({ type: 'tag.toggle', id }),
      onActionToggle: (id) => send({ type: 'action.toggle', id }),
      onDocGroupChange: (value) => send({ type: 'docGroup.change', value }),
      onFlagToggle: (flag) => send({ type: 'flag.toggle', flag }),
      onCreate: () => send({ type: 'channel.create' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The form as the view renders it: every value, what may be done, what to say. */
export type CreateChannelModel = CreateChannelIntents & {
  displayName: string;
  name: string;
  description: string;
  channelType: NewChannelType;
  teamIds: readonly number[];
  tagIds: readonly number[];
  actionIds: readonly number[];
  docGroupId: number | null;
  flags: Readonly<Record<ChannelFlag, boolean>>;
  limits: { displayName: number; name: number; description: number };
  /** Being created: every field is locked. */
  busy: boolean;
  canCreate: boolean;
  alert: string | null;
  notice: string | null;
};

function alertOf(snapshot: Snapshot): string | null {
  if (snapshot.matches({ form: 'noName' })) return T.needsName;
  if (snapshot.matches({ form: 'badShortName' })) return T.badShortName;
  if (snapshot.matches({ form: 'failed' })) return snapshot.context.error;
  return null;
}

export function connectCreateChannel(snapshot: Snapshot, send: Send = ignore): CreateChannelModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    displayName: context.displayName,
    name: context.name,
    description: context.description,
    channelType: context.channelType,
    teamIds: context.teamIds,
    tagIds: context.tagIds,
    actionIds: context.actionIds,
    docGroupId: context.docGroupId,
    flags: context.flags,
    limits: { displayName: DISPLAY_NAME_MAX, name: SHORT_NAME_MAX, description: DESCRIPTION_MAX },
    busy: snapshot.hasTag('busy') || snapshot.matches('created'),
    canCreate: snapshot.can({ type: 'channel.create' }),
    alert: alertOf(snapshot),
    notice: snapshot.matches('saving')
      ? T.creating
      : snapshot.matches('created')
        ? T.created
        : null,
  };
}
