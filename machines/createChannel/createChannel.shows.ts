import { defineShows } from '../shared/shows.ts';
import { createChannelMachine } from './createChannel.machine.ts';
import { CREATE_CHANNEL_TEXTS as T } from './createChannel.texts.ts';

/**
 * What the Create Channel tab shows (ARCHITECTURE §4): the form with Create, the refusals in our
 * words or the server's, Creating… while it is saved, Channel created before the channel opens.
 */
export const createChannelShows = defineShows({
  machine: createChannelMachine,
  vocabulary: [T.needsName, T.badShortName, T.creating, T.created],
  controls: { [T.create]: [{ type: 'channel.create' }] },
  states: {
    createChannel: { texts: [T.heading, T.chatActions, T.docGroup] },
    'createChannel.form': { enabled: [T.create] },
    'createChannel.form.editing': {},
    'createChannel.form.noName': { texts: [T.needsName] },
    'createChannel.form.badShortName': { texts: [T.badShortName] },
    'createChannel.form.failed': { texts: (s) => [s.context.error!] },
    'createChannel.saving': { texts: [T.creating], disabled: [T.create] },
    'createChannel.created': { texts: [T.created], disabled: [T.create] },
  },
});
