import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { registerComplaintMachine } from './registerComplaint.machine.ts';
import { REGISTER_COMPLAINT_TEXTS as T } from './registerComplaint.texts.ts';

type Snapshot = SnapshotFrom<typeof registerComplaintMachine>;

/**
 * What the complaints page shows of registering (ARCHITECTURE §4): Register complaint over the
 * list; the dialog with Register and Cancel, the spec's refusal of a wrong number, ours of an
 * empty complaint, the server's words; locked while registering; the confirmation after.
 */
export const registerComplaintShows = defineShows({
  machine: registerComplaintMachine,
  vocabulary: [T.badMobile, T.needsComplaint, T.registering],
  controls: {
    [T.open]: [{ type: 'dialog.open' }],
    [T.register]: [{ type: 'complaint.register' }],
    [T.cancel]: [{ type: 'dialog.close' }],
  },
  states: {
    'registerComplaint.closed': { enabled: [T.open] },
    'registerComplaint.open': { dialogs: [T.title] },
    'registerComplaint.open.form': { enabled: [T.register, T.cancel] },
    'registerComplaint.open.form.editing': {},
    'registerComplaint.open.form.badMobile': { texts: [T.badMobile] },
    'registerComplaint.open.form.noComplaint': { texts: [T.needsComplaint] },
    'registerComplaint.open.form.failed': { texts: (s: Snapshot) => [s.context.error!] },
    'registerComplaint.open.saving': { texts: [T.registering], disabled: [T.register, T.cancel] },
    'registerComplaint.registered': {
      enabled: [T.open],
      texts: (s: Snapshot) => [T.registered(s.context.registered!)],
    },
  },
});
