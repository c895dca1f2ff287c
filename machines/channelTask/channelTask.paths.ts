import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { OPEN_TASK, CHANNEL_TASK_SAMPLE as S, TASK_CHANNEL } from './channelTask.fixtures.ts';
import { channelTaskMachine } from './channelTask.machine.ts';
import { hasComment } from './channelTask.rules.ts';
import { channelTaskShows } from './channelTask.shows.ts';

export const CHANNEL_TASK_INPUT = { channel: TASK_CHANNEL };

const realChange = onlyRealChanges({
  'comment.change': ['comment', 'value'],
  'description.change': ['description', 'value'],
  'assignee.change': ['assignee', 'value'],
});

export const channelTaskPaths = definePathSpec({
  machine: withInput(channelTaskMachine, CHANNEL_TASK_INPUT),
  shows: channelTaskShows as never,
  events: [
    { type: 'close.open', task: OPEN_TASK },
    { type: 'describe.open', task: OPEN_TASK },
    { type: 'assign.open', task: OPEN_TASK },
    { type: 'comment.change', value: S.comment },
    { type: 'comment.change', value: S.blank },
    { type: 'description.change', value: S.description },
    { type: 'assignee.change', value: S.member },
    { type: 'assignee.change', value: '' },
    { type: 'change.save' },
    { type: 'change.cancel' },
    doneEvent('updateChannelTask', S.closed),
    errorEvent('updateChannelTask', serviceError(S.refused, 409)),
  ],
  filterEvents: realChange,
  // What the guards read, and which dialog is open.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    comment: hasComment(snapshot.context.comment),
    typed: snapshot.context.comment !== '',
    described: snapshot.context.description === S.description,
    assignee: snapshot.context.assignee,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'close.open':
        return `press 'Close' on task ${event.task.id}`;
      case 'describe.open':
        return `press 'Edit Description' on task ${event.task.id}`;
      case 'assign.open':
        return `press 'Update Assignee' on task ${event.task.id}`;
      case 'comment.change':
        return event.value.trim()
          ? `write the closing message "${event.value}"`
          : 'write only spaces as the closing message';
      case 'description.change':
        return `write the description "${event.value}"`;
      case 'assignee.change':
        return event.value ? `choose the member ${event.value}` : "choose 'Choose a member'";
      case 'change.save':
        return "press 'Save'";
      case 'change.cancel':
        return "press 'Cancel'";
      case 'xstate.done.actor.updateChannelTask':
        return 'the server saves the change';
      case 'xstate.error.actor.updateChannelTask':
        return `the server refuses (${event.error.status}): "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
