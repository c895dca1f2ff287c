import type { NewChannelType } from './createChannel.actors.ts';

/** The Create Channel tab: the spec shows only the payload (part 2 §7), so the labels are ours. */
export const CREATE_CHANNEL_TEXTS = {
  heading: 'Create Channel',
  displayName: 'Channel name',
  name: 'Short name (optional)',
  description: 'Description',
  type: 'Channel type',
  types: { public: 'Public', private: 'Private' } satisfies Record<NewChannelType, string>,
  teams: 'Teams',
  tags: 'Tags',
  noTeams: 'No teams',
  noTags: 'No tags',
  chatActions: 'Chat actions',
  noChatActions: 'No chat actions',
  docGroup: 'Document group',
  noDocGroup: 'None',
  willScheduleMsg: 'Allow scheduled messages',
  enableRedmine: 'Enable Redmine tasks',
  customerSupport: 'Customer support channel',
  create: 'Create',
  creating: 'Creating the channel…',
  created: 'Channel created',
  needsName: 'Please enter a channel name.',
  badShortName: 'The short name may use only lower-case letters, digits, - and _.',
} as const;
