import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { messageSchedulerMachine } from './messageScheduler.machine.ts';
import { MESSAGE_SCHEDULER_TEXTS as T } from './messageScheduler.texts.ts';

type Snapshot = SnapshotFrom<typeof messageSchedulerMachine>;

const dialogOpen = (s: Snapshot) =>
  s.matches({ cancel: 'confirming' }) || s.matches({ cancel: 'cancelling' });
const question = (s: Snapshot) => [T.cancelQuestion(s.context.target?.text ?? '')];

/**
 * What the user sees of the scheduler (ARCHITECTURE §4): the form with Schedule (locked while
 * saving, behind the dialog while a cancel is asked), each missing piece in words, the server's
 * words with Retry; the cancel dialog, then what became of the cancel.
 */
export const messageSchedulerShows = defineShows({
  machine: messageSchedulerMachine,
  vocabulary: [
    T.noChannel,
    T.noText,
    T.noTime,
    T.pastTime,
    T.scheduled,
    T.scheduling,
    T.cancelling,
    T.cancelled,
  ],
  controls: {
    [T.schedule]: [{ type: 'schedule.submit', now: 0 }],
    [T.retry]: [{ type: 'schedule.retry' }],
    [T.confirmCancel]: [{ type: 'cancel.confirm' }],
    [T.keep]: [{ type: 'cancel.dismiss' }],
    [T.retryCancel]: [{ type: 'cancel.retry' }],
  },
  states: {
    'messageScheduler.schedule.form': {
      // Behind the open dialog the form's buttons cannot be reached.
      variants: [{ when: (s) => !dialogOpen(s), enabled: [T.schedule] }],
    },
    'messageScheduler.schedule.form.editing': {},
    'messageScheduler.schedule.form.noChannel': { texts: [T.noChannel] },
    'messageScheduler.schedule.form.noText': { texts: [T.noText] },
    'messageScheduler.schedule.form.noTime': { texts: [T.noTime] },
    'messageScheduler.schedule.form.pastTime': { texts: [T.pastTime] },
    'messageScheduler.schedule.form.scheduled': { texts: [T.scheduled] },
    'messageScheduler.schedule.form.failed': {
      texts: (s) => [s.context.error!],
      variants: [{ when: (s) => !dialogOpen(s), enabled: [T.retry] }],
    },
    // Being saved: nothing can be changed or sent again.
    'messageScheduler.schedule.saving': { texts: [T.scheduling], disabled: [T.schedule] },
    'messageScheduler.cancel.idle': {},
    'messageScheduler.cancel.confirming': {
      dialogs: [T.cancelTitle],
      texts: question,
      enabled: [T.confirmCancel, T.keep],
    },
    'messageScheduler.cancel.cancelling': {
      dialogs: [T.cancelTitle],
      texts: [T.cancelling],
      disabled: [T.confirmCancel, T.keep],
      // The question stays while its answer runs.
      variants: [{ when: (s) => s.context.target !== null, texts: question }],
    },
    'messageScheduler.cancel.cancelled': { texts: [T.cancelled] },
    'messageScheduler.cancel.failed': {
      texts: (s) => [s.context.cancelError!],
      enabled: [T.retryCancel],
    },
  },
});
