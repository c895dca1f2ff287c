import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { OPEN_TASK } from './channelTask.fixtures.ts';
import { channelTaskMachine } from './channelTask.machine.ts';
import { personText } from './channelTask.rules.ts';
import { CHANNEL_TASK_TEXTS as T } from './channelTask.texts.ts';

type Snapshot = SnapshotFrom<typeof channelTaskMachine>;

// The sample open task's buttons (the list shows the open tasks by default).
const CLOSE = T.closeTask(OPEN_TASK.id);
const DESCRIBE = T.describeTask(OPEN_TASK.id);
const ASSIGN = T.assignTask(OPEN_TASK.id);
const list = { enabled: [CLOSE, DESCRIBE, ASSIGN] };
const form = { enabled: [T.save, T.cancel] };
const busy = { texts: [T.saving], disabled: [T.save, T.cancel] };

/**
 * What the channel's Tasks dialog shows of a task's changes (ARCHITECTURE §4): the open tasks
 * with Close, Edit Description and Update Assignee; each opens its dialog over the list with Save
 * and Cancel; ours when a closing message or a member is missing, the server's words on a
 * refusal; locked while saving; the server's words over the list after.
 */
export const channelTaskShows = defineShows({
  machine: channelTaskMachine,
  vocabulary: [T.needsComment, T.needsMember, T.saving],
  controls: {
    [CLOSE]: [{ type: 'close.open', task: OPEN_TASK }],
    [DESCRIBE]: [{ type: 'describe.open', task: OPEN_TASK }],
    [ASSIGN]: [{ type: 'assign.open', task: OPEN_TASK }],
    [T.save]: [{ type: 'change.save' }],
    [T.cancel]: [{ type: 'change.cancel' }],
  },
  states: {
    // The Tasks dialog and its list stay behind every task dialog.
    channelTask: {
      dialogs: [T.title],
      texts: [OPEN_TASK.title, personText(OPEN_TASK.assignee), personText(OPEN_TASK.opened_by)],
    },
    'channelTask.list': list,
    'channelTask.changed': { ...list, texts: (s: Snapshot) => [s.context.changed!] },
    'channelTask.closing': { dialogs: [T.closingTitle] },
    'channelTask.closing.form': form,
    'channelTask.closing.form.editing': {},
    'channelTask.closing.form.noComment': { texts: [T.needsComment] },
    'channelTask.closing.form.failed': { texts: (s: Snapshot) => [s.context.error!] },
    'channelTask.closing.saving': busy,
    'channelTask.describing': { dialogs: [T.describeTitle] },
    'channelTask.describing.form': form,
    'channelTask.describing.form.editing': {},
    'channelTask.describing.form.failed': { texts: (s: Snapshot) => [s.context.error!] },
    'channelTask.describing.saving': busy,
    'channelTask.assigning': { dialogs: [T.assignTitle] },
    'channelTask.assigning.form': form,
    'channelTask.assigning.form.editing': {},
    'channelTask.assigning.form.noMember': { texts: [T.needsMember] },
    'channelTask.assigning.form.failed': { texts: (s: Snapshot) => [s.context.error!] },
    'channelTask.assigning.saving': busy,
  },
});
