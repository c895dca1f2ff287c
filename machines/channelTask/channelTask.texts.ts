import { taskMessages } from '../../src/domain/messages/tasks.ts';
import { TASKS_OPTION } from './channelTask.rules.ts';

/**
 * The channel's Tasks dialog and its three dialogs (spec part 2 §2 'Dialogs: Tasks, Closing
 * Message, Edit Description, Update Assignee'; the filter words and 'No tasks found.' are the
 * spec's; the field labels and notices are ours).
 */
export const CHANNEL_TASK_TEXTS = {
  open: TASKS_OPTION,
  title: TASKS_OPTION,
  filter: 'Show tasks',
  filters: { All: 'All', Open: 'Open', Closed: 'Closed' },
  from: 'From',
  to: 'To',
  mine: 'Only my tasks',
  list: 'Channel tasks',
  noTasks: taskMessages.noTasks,
  loading: 'Loading tasks…',
  failed: 'Could not load the tasks.',
  retry: 'Retry',
  done: 'Done',
  fields: {
    state: 'State',
    assignee: 'Assignee',
    openedBy: 'Opened by',
    openedAt: 'Opened at',
    closedBy: 'Closed by',
    closedAt: 'Closed at',
    closingComment: 'Closing message',
  },
  closeTask: (id: number) => `Close task ${id}`,
  describeTask: (id: number) => `Edit description of task ${id}`,
  assignTask: (id: number) => `Update assignee of task ${id}`,
  closeWord: 'Close',
  describeWord: 'Edit Description',
  assignWord: 'Update Assignee',
  closingTitle: 'Closing Message',
  describeTitle: 'Edit Description',
  assignTitle: 'Update Assignee',
  comment: 'Closing message',
  description: 'Description',
  member: 'Member',
  chooseMember: 'Choose a member',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving…',
  needsComment: 'Please write a closing message.',
  needsMember: 'Please choose a member.',
  membersFailed: 'Could not load the members.',
} as const;
