import { assign, not, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  CreateChannelInput,
  CreateChannelOutput,
  NewChannelType,
} from './createChannel.actors.ts';
import {
  DESCRIPTION_MAX,
  DISPLAY_NAME_MAX,
  hasDisplayName,
  isValidShortName,
  SHORT_NAME_MAX,
  toggled,
} from './createChannel.rules.ts';

export type ChannelFlag = 'will_schedule_msg' | 'enable_redmine' | 'customer_support';

export type CreateChannelContext = {
  displayName: string;
  name: string;
  description: string;
  channelType: NewChannelType;
  teamIds: number[];
  tagIds: number[];
  /** The chat actions the channel will offer (its chat-actions modal), in the order ticked. */
  actionIds: number[];
  /** The document group of the channel's documents (business-doc-types), or none. */
  docGroupId: number | null;
  flags: Record<ChannelFlag, boolean>;
  /** The server's words after a failed create (err, msg or error of a 400). */
  error: string | null;
  /** The new channel's name, once created. */
  created: string | null;
};

export type CreateChannelEvent =
  | { type: 'displayName.change'; value: string }
  | { type: 'name.change'; value: string }
  | { type: 'description.change'; value: string }
  | { type: 'type.change'; value: NewChannelType }
  | { type: 'team.toggle'; id: number }
  | { type: 'tag.toggle'; id: number }
  | { type: 'action.toggle'; id: number }
  | { type: 'docGroup.change'; value: number | null }
  | { type: 'flag.toggle'; flag: ChannelFlag }
  | { type: 'channel.create' };

/** Any change of a value: back to editing (a refusal's words go), the value kept. */
const edit = { target: '.editing', actions: 'assignEdit' } as const;

/**
 * The Create Channel tab (spec part 2 §2 'Jobs, scheduler and channel creation', §7 'POST channel
 * (create), with its chat actions and document group): a name is needed and a short name, when given, must be plain; the server's err, msg
 * or error is shown on a refusal (§8) with everything typed kept; once created the page opens the
 * channel (openChannel).
 */
export const createChannelMachine = setup({
  types: {
    context: {} as CreateChannelContext,
    events: {} as CreateChannelEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    createChannel: unprovided<CreateChannelOutput, CreateChannelInput>('createChannel'),
  },
  guards: {
    hasDisplayName: ({ context }) => hasDisplayName(context.displayName),
    hasValidShortName: ({ context }) => isValidShortName(context.name),
  },
  actions: {
    assignEdit: assign(({ context, event }) => {
      switch (event.type) {
        case 'displayName.change':
          return { displayName: event.value.slice(0, DISPLAY_NAME_MAX) };
        case 'name.change':
          return { name: event.value.slice(0, SHORT_NAME_MAX) };
        case 'description.change':
          return { description: event.value.slice(0, DESCRIPTION_MAX) };
        case 'type.change':
          return { channelType: event.value };
        case 'team.toggle':
          return { teamIds: toggled(context.teamIds, event.id) };
        case 'tag.toggle':
          return { tagIds: toggled(context.tagIds, event.id) };
        case 'action.toggle':
          return { actionIds: toggled(context.actionIds, event.id) };
        case 'docGroup.change':
          return { docGroupId: event.value };
        case 'flag.toggle':
          return { flags: { ...context.flags, [event.flag]: !context.flags[event.flag] } };
        default:
          return {};
      }
    }),
    /** The page opens the new channel (the app provides the navigation). */
    openChannel: () => {},
  },
}).createMachine({
  id: 'createChannel',
  context: {
    displayName: '',
    name: '',
    description: '',
    channelType: 'public',
    teamIds: [],
    tagIds: [],
    actionIds: [],
    docGroupId: null,
    flags: { will_schedule_msg: false, enable_redmine: false, customer_support: false },
    error: null,
    created: null,
  },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'displayName.change': edit,
        'name.change': edit,
        'description.change': edit,
        'type.change': edit,
        'team.toggle': edit,
        'tag.toggle': edit,
        'action.toggle': edit,
        'docGroup.change': edit,
        'flag.toggle': edit,
        'channel.create': [
          { guard: not('hasDisplayName'), target: '.noName' },
          { guard: not('hasValidShortName'), target: '.badShortName' },
          { target: 'saving' },
        ],
      },
      states: {
        editing: {},
        noName: { description: "'Please enter a channel name.'", tags: 'error' },
        badShortName: { description: 'the short name has other characters', tags: 'error' },
        failed: {
          description: "the server's words (err, msg or error); every value kept",
          tags: 'error',
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'createChannel',
        src: 'createChannel',
        input: ({ context }) => ({
          display_name: context.displayName.trim(),
          ...(context.name.trim() ? { name: context.name.trim() } : {}),
          description: context.description.trim(),
          channel_type: context.channelType,
          team_ids: context.teamIds,
          tags: context.tagIds,
          chat_actions: context.actionIds,
          doc_group_id: context.docGroupId,
          ...context.flags,
        }),
        onDone: {
          target: 'created',
          actions: [
            assign(({ event }) => ({ created: event.output.channel_name, error: null })),
            'openChannel',
          ],
        },
        onError: {
          target: 'form.failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    created: { description: "'Channel created': the page opens it" },
  },
});
