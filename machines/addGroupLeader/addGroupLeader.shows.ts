import { defineShows } from '../shared/shows.ts';
import { addGroupLeaderMachine } from './addGroupLeader.machine.ts';
import { ADD_GROUP_LEADER_TEXTS as T } from './addGroupLeader.texts.ts';

/**
 * What the agent sees of 'Add New GL' (ARCHITECTURE §4): one button, locked while the call is in
 * flight and for good once the customer is a GL; the server's words after.
 */
export const addGroupLeaderShows = defineShows({
  machine: addGroupLeaderMachine,
  controls: { [T.add]: [{ type: 'gl.add' }] },
  states: {
    'addGroupLeader.idle': { enabled: [T.add] },
    'addGroupLeader.adding': { disabled: [T.add] },
    'addGroupLeader.failed': { texts: (s) => [s.context.error ?? ''], enabled: [T.add] },
    'addGroupLeader.added': { texts: (s) => [s.context.message ?? ''], disabled: [T.add] },
  },
});
