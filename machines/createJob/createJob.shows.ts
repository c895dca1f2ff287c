import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { createJobMachine } from './createJob.machine.ts';
import { CREATE_JOB_TEXTS as T } from './createJob.texts.ts';

type Snapshot = SnapshotFrom<typeof createJobMachine>;

/**
 * What the jobs page shows of creating one (ARCHITECTURE §4): Create job over the list; the
 * dialog with Create and Cancel, the refusal of a missing parameter, the server's words; locked
 * while creating; the confirmation after.
 */
export const createJobShows = defineShows({
  machine: createJobMachine,
  vocabulary: [T.badDays, T.needsChannel, T.needsMessage, T.creating],
  controls: {
    [T.open]: [{ type: 'dialog.open' }],
    [T.create]: [{ type: 'job.create' }],
    [T.cancel]: [{ type: 'dialog.close' }],
  },
  states: {
    'createJob.closed': { enabled: [T.open] },
    'createJob.open': { dialogs: [T.title] },
    'createJob.open.form': { enabled: [T.create, T.cancel] },
    'createJob.open.form.editing': {},
    'createJob.open.form.badDays': { texts: [T.badDays] },
    'createJob.open.form.noChannel': { texts: [T.needsChannel] },
    'createJob.open.form.noMessage': { texts: [T.needsMessage] },
    'createJob.open.form.failed': { texts: (s: Snapshot) => [s.context.error!] },
    'createJob.open.saving': { texts: [T.creating], disabled: [T.create, T.cancel] },
    'createJob.created': {
      enabled: [T.open],
      texts: (s: Snapshot) => [T.created(s.context.created!)],
    },
  },
});
