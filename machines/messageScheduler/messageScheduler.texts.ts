import type { ScheduledMessage, ScheduleRepeat } from './messageScheduler.actors.ts';

/**
 * The scheduler's words. The spec names the tab ('Message Scheduler', part 2 §2) and no screen
 * details, so the rest are ours.
 */
export const MESSAGE_SCHEDULER_TEXTS = {
  heading: 'Message Scheduler',
  formHeading: 'Schedule a message',
  channel: 'Channel',
  pickChannel: 'Select a channel',
  noChannels: 'You do not administer any automated channel yet.',
  message: 'Message',
  sendAt: 'Send at',
  repeat: 'Repeat',
  repeats: {
    none: 'Does not repeat',
    daily: 'Every day',
    weekly: 'Every week',
  } satisfies Record<ScheduleRepeat, string>,
  schedule: 'Schedule',
  scheduling: 'Scheduling the message…',
  retry: 'Retry',
  noChannel: 'Please select a channel.',
  noText: 'Please write the message.',
  noTime: 'Please pick the send time.',
  pastTime: 'The send time has passed. Please pick a later time.',
  scheduled: 'Message scheduled.',
  listHeading: 'Scheduled messages',
  columns: {
    channel: 'Channel',
    text: 'Message',
    sendAt: 'Next send',
    repeat: 'Repeat',
    status: 'Status',
  },
  statuses: {
    scheduled: 'Scheduled',
    sent: 'Sent',
    cancelled: 'Cancelled',
  } satisfies Record<ScheduledMessage['status'], string>,
  cancel: 'Cancel',
  cancelRow: (text: string) => `Cancel the message "${text.slice(0, 40)}"`,
  cancelTitle: 'Cancel scheduled message',
  cancelQuestion: (text: string) => `Cancel "${text}"? It will not be sent.`,
  confirmCancel: 'Cancel message',
  keep: 'Keep it',
  cancelling: 'Cancelling the message…',
  cancelled: 'The scheduled message is cancelled.',
  retryCancel: 'Retry cancelling',
  actions: 'Actions',
} as const;
