import { and, assign, not, setup, stateIn } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  CancelScheduleInput,
  ScheduledMessage,
  ScheduleMessageInput,
  ScheduleRepeat,
} from './messageScheduler.actors.ts';
import { capText, hasText, hasTime, isAhead, isoOf } from './messageScheduler.rules.ts';

/** The schedule a Cancel was pressed on. */
export type CancelTarget = { id: number; text: string };

export type MessageSchedulerContext = {
  channel: string;
  text: string;
  /** The date-time field's value (local time, YYYY-MM-DDTHH:mm). */
  sendAt: string;
  repeat: ScheduleRepeat;
  /** The server's words after a failed schedule. */
  error: string | null;
  target: CancelTarget | null;
  /** The server's words after a failed cancel. */
  cancelError: string | null;
};

export type MessageSchedulerEvent =
  | { type: 'channel.change'; value: string }
  | { type: 'text.change'; value: string }
  | { type: 'time.change'; value: string }
  | { type: 'repeat.change'; value: ScheduleRepeat }
  /** `now`: the moment Schedule was pressed, for the not-in-the-past rule. */
  | { type: 'schedule.submit'; now: number }
  | { type: 'schedule.retry' }
  | { type: 'cancel.ask'; id: number; text: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.retry' };

const REPEATS: readonly string[] = ['none', 'daily', 'weekly'];
const ASK = { guard: 'isFormIdle', target: 'confirming', actions: 'assignTarget' } as const;
const serverWords = (event: unknown) =>
  toServiceError((event as { error?: unknown }).error).message;

/**
 * The message scheduler (issue 19 §4; spec part 2 §2, §5, §7): pick one of the automated channels
 * the user may schedule into, write the message (at most 500 characters), pick the send time (not
 * in the past) and whether it repeats, Schedule. Each missing piece is said in words; a failed
 * save shows the server's words with Retry and keeps everything typed. Beside it, cancelling a
 * schedule of the list: a confirmation, then the call; a failure shows the server's words.
 */
export const messageSchedulerMachine = setup({
  types: {
    context: {} as MessageSchedulerContext,
    events: {} as MessageSchedulerEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    scheduleMessage: unprovided<ScheduledMessage, ScheduleMessageInput>('scheduleMessage'),
    cancelScheduledMessage: unprovided<ScheduledMessage, CancelScheduleInput>(
      'cancelScheduledMessage',
    ),
  },
  guards: {
    hasChannel: ({ context }) => context.channel !== '',
    hasText: ({ context }) => hasText(context.text),
    hasTime: ({ context }) => hasTime(context.sendAt),
    isAhead: ({ context, event }) =>
      event.type === 'schedule.submit' && isAhead(context.sendAt, event.now),
    isKnownRepeat: ({ event }) => event.type === 'repeat.change' && REPEATS.includes(event.value),
    isDialogClosed: and([
      not(stateIn({ cancel: 'confirming' })),
      not(stateIn({ cancel: 'cancelling' })),
    ]),
    // A schedule being saved holds the form; a cancel waits for it.
    isFormIdle: not(stateIn({ schedule: 'saving' })),
  },
  actions: {
    assignChannel: assign(({ event }) => ({
      channel: event.type === 'channel.change' ? event.value : '',
    })),
    assignText: assign(({ event }) => ({
      text: event.type === 'text.change' ? capText(event.value) : '',
    })),
    assignTime: assign(({ event }) => ({
      sendAt: event.type === 'time.change' ? event.value : '',
    })),
    assignRepeat: assign(({ event, context }) => ({
      repeat: event.type === 'repeat.change' ? event.value : context.repeat,
    })),
    assignTarget: assign(({ event }) => ({
      target: event.type === 'cancel.ask' ? { id: event.id, text: event.text } : null,
      cancelError: null,
    })),
  },
}).createMachine({
  id: 'messageScheduler',
  type: 'parallel',
  context: {
    channel: '',
    text: '',
    sendAt: '',
    repeat: 'none',
    error: null,
    target: null,
    cancelError: null,
  },
  states: {
    schedule: {
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          // While the cancel dialog is open (modal) the form cannot be reached.
          on: {
            'channel.change': {
              guard: 'isDialogClosed',
              target: '.editing',
              actions: 'assignChannel',
            },
            'text.change': { guard: 'isDialogClosed', target: '.editing', actions: 'assignText' },
            'time.change': { guard: 'isDialogClosed', target: '.editing', actions: 'assignTime' },
            'repeat.change': {
              guard: and(['isDialogClosed', 'isKnownRepeat']),
              target: '.editing',
              actions: 'assignRepeat',
            },
            'schedule.submit': [
              {
                guard: and(['isDialogClosed', 'hasChannel', 'hasText', 'hasTime', 'isAhead']),
                target: '#messageScheduler.schedule.saving',
              },
              { guard: and(['isDialogClosed', not('hasChannel')]), target: '.noChannel' },
              { guard: and(['isDialogClosed', not('hasText')]), target: '.noText' },
              { guard: and(['isDialogClosed', not('hasTime')]), target: '.noTime' },
              { guard: 'isDialogClosed', target: '.pastTime' },
            ],
          },
          states: {
            editing: {},
            noChannel: { description: "'Please select a channel.'", tags: 'error' },
            noText: { description: "'Please write the message.'", tags: 'error' },
            noTime: { description: "'Please pick the send time.'", tags: 'error' },
            pastTime: { description: "'The send time has passed…'", tags: 'error' },
            scheduled: { description: "'Message scheduled.'; the text and time cleared" },
            failed: {
              description: "the server's words, with Retry; everything typed kept",
              tags: 'error',
              on: {
                'schedule.retry': {
                  guard: 'isDialogClosed',
                  target: '#messageScheduler.schedule.saving',
                },
              },
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'scheduleMessage',
            src: 'scheduleMessage',
            input: ({ context }) => ({
              channel: context.channel,
              text: context.text,
              send_at: isoOf(context.sendAt),
              repeat: context.repeat,
            }),
            onDone: {
              target: 'form.scheduled',
              actions: assign({ text: '', sendAt: '', error: null }),
            },
            onError: {
              target: 'form.failed',
              actions: assign(({ event }) => ({ error: serverWords(event) })),
            },
          },
        },
      },
    },
    cancel: {
      initial: 'idle',
      states: {
        idle: { on: { 'cancel.ask': ASK } },
        confirming: {
          on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'idle' },
        },
        cancelling: {
          tags: 'busy',
          invoke: {
            id: 'cancelScheduledMessage',
            src: 'cancelScheduledMessage',
            input: ({ context }) => ({ schedule_id: context.target!.id }),
            onDone: { target: 'cancelled' },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ cancelError: serverWords(event) })),
            },
          },
        },
        cancelled: {
          description: "'The scheduled message is cancelled.'",
          on: { 'cancel.ask': ASK },
        },
        failed: {
          tags: 'error',
          on: { 'cancel.ask': ASK, 'cancel.retry': 'cancelling' },
        },
      },
    },
  },
});
