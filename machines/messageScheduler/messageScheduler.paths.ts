import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import type { ScheduledMessage } from './messageScheduler.actors.ts';
import { messageSchedulerMachine } from './messageScheduler.machine.ts';
import { hasText, instantOf } from './messageScheduler.rules.ts';
import { messageSchedulerShows } from './messageScheduler.shows.ts';

/** A recovery manager's reminder into the team's automated channel, and one listed to cancel. */
export const MESSAGE_SCHEDULER_SAMPLE = {
  channel: 'kosh/team/1000400',
  channelName: 'Recovery reminders',
  text: 'Reminder: attendance sign-in before 10 am.',
  blank: '   ',
  // Far ahead and long past, whenever the tests run.
  future: '2099-01-15T09:30',
  past: '2020-01-15T09:30',
  now: Date.parse('2026-06-01T10:00:00Z'),
  listed: { id: 7, text: 'Branch visit moved to Thursday.' },
  refused: 'You cannot schedule messages in this channel.',
  cancelRefused: 'You can cancel only the messages you scheduled.',
} as const;

const S = MESSAGE_SCHEDULER_SAMPLE;

/** The schedule the server answers. */
export const scheduledAnswer = (
  status: ScheduledMessage['status'] = 'scheduled',
): ScheduledMessage => ({
  id: S.listed.id,
  channel: S.channel,
  display_name: S.channelName,
  text: S.text,
  send_at: '2099-01-15T04:00:00.000Z',
  repeat: 'daily',
  status,
  created_by: '9000000023',
  last_sent_at: null,
  created_at: '2026-06-01T10:00:00.000Z',
});

const realChange = onlyRealChanges({
  'channel.change': ['channel', 'value'],
  'text.change': ['text', 'value'],
  'time.change': ['sendAt', 'value'],
  'repeat.change': ['repeat', 'value'],
});

const timeKind = (value: string) =>
  value === '' ? 'none' : instantOf(value) > S.now ? 'ahead' : 'past';

export const messageSchedulerPaths = definePathSpec({
  machine: messageSchedulerMachine,
  shows: messageSchedulerShows as never,
  events: [
    { type: 'channel.change', value: S.channel },
    { type: 'channel.change', value: '' },
    { type: 'text.change', value: S.text },
    { type: 'text.change', value: S.blank },
    { type: 'time.change', value: S.future },
    { type: 'time.change', value: S.past },
    { type: 'time.change', value: '' },
    { type: 'repeat.change', value: 'daily' },
    { type: 'schedule.submit', now: S.now },
    { type: 'schedule.retry' },
    doneEvent('scheduleMessage', scheduledAnswer()),
    errorEvent('scheduleMessage', serviceError(S.refused, 400)),
    { type: 'cancel.ask', id: S.listed.id, text: S.listed.text },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
    { type: 'cancel.retry' },
    doneEvent('cancelScheduledMessage', scheduledAnswer('cancelled')),
    errorEvent('cancelScheduledMessage', serviceError(S.cancelRefused, 403)),
  ],
  // A field fires no change for the value it holds.
  filterEvents: realChange,
  // What the guards read: whether a channel, text and time are there, and the time's side of now.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    channel: snapshot.context.channel !== '',
    text: hasText(snapshot.context.text),
    time: timeKind(snapshot.context.sendAt),
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'channel.change':
        return event.value ? `pick the channel ${S.channelName}` : 'pick no channel';
      case 'text.change':
        return event.value.trim() ? `write "${event.value}"` : 'write only spaces';
      case 'time.change':
        return event.value ? `pick the send time ${event.value}` : 'clear the send time';
      case 'repeat.change':
        return `pick the repeat '${event.value}'`;
      case 'schedule.submit':
        return "press 'Schedule'";
      case 'schedule.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.scheduleMessage':
        return 'the server stores the schedule';
      case 'xstate.error.actor.scheduleMessage':
        return `the server refuses the schedule (${event.error.status}): "${event.error.message}"`;
      case 'cancel.ask':
        return `press Cancel on "${event.text}"`;
      case 'cancel.confirm':
        return "press 'Cancel message'";
      case 'cancel.dismiss':
        return "press 'Keep it'";
      case 'cancel.retry':
        return "press 'Retry cancelling'";
      case 'xstate.done.actor.cancelScheduledMessage':
        return 'the server cancels it';
      case 'xstate.error.actor.cancelScheduledMessage':
        return `the server refuses the cancel (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
