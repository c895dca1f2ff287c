import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { CREATE_JOB_SAMPLE as S } from './createJob.fixtures.ts';
import { createJobMachine } from './createJob.machine.ts';
import { hasText, isValidDays } from './createJob.rules.ts';
import { createJobShows } from './createJob.shows.ts';
import { CREATE_JOB_TEXTS as T } from './createJob.texts.ts';

export { CREATE_JOB_SAMPLE } from './createJob.fixtures.ts';

const realChange = onlyRealChanges({
  'type.change': ['type', 'value'],
  'days.change': ['days', 'value'],
  'channel.change': ['channel', 'value'],
  'message.change': ['message', 'value'],
});

export const createJobPaths = definePathSpec({
  machine: createJobMachine,
  shows: createJobShows as never,
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'type.change', value: 'channel_message' },
    { type: 'type.change', value: 'reminder_sweep' },
    { type: 'days.change', value: S.days },
    { type: 'days.change', value: S.badDays },
    { type: 'channel.change', value: S.channel },
    { type: 'channel.change', value: S.blank },
    { type: 'message.change', value: S.message },
    { type: 'message.change', value: S.blank },
    { type: 'job.create' },
    doneEvent('createJob', S.answer),
    errorEvent('createJob', serviceError(S.unknownChannel, 400)),
  ],
  filterEvents: realChange,
  // What the guards read, per field: valid, and whether anything was typed.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    type: snapshot.context.type,
    days: isValidDays(snapshot.context.days),
    daysTyped: snapshot.context.days !== '',
    channel: hasText(snapshot.context.channel),
    channelTyped: snapshot.context.channel !== '',
    message: hasText(snapshot.context.message),
    messageTyped: snapshot.context.message !== '',
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'dialog.open':
        return `press '${T.open}'`;
      case 'dialog.close':
        return `press '${T.cancel}'`;
      case 'type.change':
        return `choose the job type ${T.types[event.value as keyof typeof T.types]}`;
      case 'days.change':
        return `type the days overdue "${event.value}"`;
      case 'channel.change':
        return event.value.trim()
          ? `type the channel name "${event.value}"`
          : 'type only spaces as the channel name';
      case 'message.change':
        return event.value.trim()
          ? `write the message "${event.value}"`
          : 'write only spaces as the message';
      case 'job.create':
        return `press '${T.create}'`;
      case 'xstate.done.actor.createJob':
        return 'the server queues the job';
      case 'xstate.error.actor.createJob':
        return `the server refuses (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
