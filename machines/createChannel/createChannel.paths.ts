import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { createChannelMachine } from './createChannel.machine.ts';
import { hasDisplayName, isValidShortName } from './createChannel.rules.ts';
import { createChannelShows } from './createChannel.shows.ts';

/** A channel for the recovery team, tagged, and the server's refusals. */
export const CREATE_CHANNEL_SAMPLE = {
  displayName: 'Recovery huddle',
  blank: '   ',
  name: 'recovery-huddle',
  badName: 'Recovery Huddle!',
  description: 'Daily standup',
  teams: [
    { id: 1, name: 'Credit', member_count: 4 },
    { id: 5, name: 'Recovery', member_count: 9 },
  ],
  tags: [
    { id: 2, name: 'Collections' },
    { id: 6, name: 'Urgent' },
  ],
  actions: [
    { id: 3, name: 'Leave request', kind: 'functions', attendance: null },
    { id: 4, name: 'Sign in', kind: 'form', attendance: 'sign_in' },
  ],
  docGroups: [
    { doc_group_id: 101, business_doc_type: 'GST Certificate' },
    { doc_group_id: 102, business_doc_type: 'Udyam Registration' },
  ],
  taken: 'A channel named recovery-huddle already exists.',
  answer: { channel_name: 'kosh/private/1000123' },
} as const;

const S = CREATE_CHANNEL_SAMPLE;
const realChange = onlyRealChanges({
  'displayName.change': ['displayName', 'value'],
  'name.change': ['name', 'value'],
});

export const createChannelPaths = definePathSpec({
  machine: createChannelMachine,
  shows: createChannelShows as never,
  events: [
    { type: 'displayName.change', value: S.displayName },
    { type: 'displayName.change', value: S.blank },
    { type: 'name.change', value: S.badName },
    { type: 'name.change', value: S.name },
    { type: 'description.change', value: S.description },
    { type: 'type.change', value: 'private' },
    { type: 'team.toggle', id: 5 },
    { type: 'tag.toggle', id: 6 },
    { type: 'action.toggle', id: 3 },
    { type: 'docGroup.change', value: 102 },
    { type: 'flag.toggle', flag: 'customer_support' },
    { type: 'channel.create' },
    doneEvent('createChannel', { ...S.answer, channel: {} }),
    errorEvent('createChannel', serviceError(S.taken, 400)),
  ],
  filterEvents: realChange,
  // What the guards read, and whether a team and a tag are picked.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    named: hasDisplayName(snapshot.context.displayName),
    plain: isValidShortName(snapshot.context.name),
    teams: snapshot.context.teamIds.length,
    tags: snapshot.context.tagIds.length,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'displayName.change':
        return event.value.trim()
          ? `type the name "${event.value}"`
          : 'type only spaces as the name';
      case 'name.change':
        return `type the short name "${event.value}"`;
      case 'description.change':
        return `type the description "${event.value}"`;
      case 'type.change':
        return `choose the type ${event.value}`;
      case 'flag.toggle':
        return `tick or untick ${event.flag}`;
      case 'team.toggle':
        return 'tick the Recovery team';
      case 'tag.toggle':
        return 'tick the Urgent tag';
      case 'action.toggle':
        return 'tick or untick the Leave request chat action';
      case 'docGroup.change':
        return 'choose the document group Udyam Registration';
      case 'channel.create':
        return "press 'Create'";
      case 'xstate.done.actor.createChannel':
        return 'the server creates the channel';
      case 'xstate.error.actor.createChannel':
        return `the server refuses (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
