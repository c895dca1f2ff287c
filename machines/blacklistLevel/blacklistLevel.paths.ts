import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { blacklistLevelMachine } from './blacklistLevel.machine.ts';
import { blacklistLevelShows } from './blacklistLevel.shows.ts';

export const BLACKLIST_LEVEL_SAMPLE = {
  username: '8157415868',
  level: 0,
  reason: 'Repeated EMI defaults',
  msg: 'Blacklist level updated successfully',
} as const;

export const blacklistLevelPaths = definePathSpec({
  machine: withInput(blacklistLevelMachine, {
    username: BLACKLIST_LEVEL_SAMPLE.username,
    level: BLACKLIST_LEVEL_SAMPLE.level,
  }),
  shows: blacklistLevelShows as never,
  events: [
    { type: 'level.open' },
    { type: 'level.change', value: '2' },
    { type: 'reason.change', value: BLACKLIST_LEVEL_SAMPLE.reason },
    { type: 'reason.change', value: '' },
    { type: 'level.confirm' },
    { type: 'level.cancel' },
    doneEvent('setBlacklistLevel', { msg: BLACKLIST_LEVEL_SAMPLE.msg }),
    errorEvent('setBlacklistLevel', serviceError('upstream', 500)),
  ],
  filterEvents: (snapshot, event) => {
    if (event.type === 'level.change') return String(snapshot.context.level) !== event.value;
    if (event.type === 'reason.change') return snapshot.context.reason !== event.value;
    return true;
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    current: snapshot.context.current,
    level: snapshot.context.level,
    reason: snapshot.context.reason !== '',
    notice: snapshot.context.notice !== null,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'level.open':
        return "press 'Change blacklist level'";
      case 'level.change':
        return `choose level ${event.value}`;
      case 'reason.change':
        return event.value ? `type the reason "${event.value}"` : 'clear the reason';
      case 'level.confirm':
        return "press 'Confirm'";
      case 'level.cancel':
        return "press 'Cancel'";
      case 'xstate.done.actor.setBlacklistLevel':
        return 'the server saves the level';
      case 'xstate.error.actor.setBlacklistLevel':
        return 'the server fails';
      default:
        return undefined;
    }
  },
});
