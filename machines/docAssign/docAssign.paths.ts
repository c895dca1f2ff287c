import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { docAssignMachine } from './docAssign.machine.ts';
import { docAssignShows } from './docAssign.shows.ts';

/** A bank statement of the showcase group given to a co-borrower's loan share. */
export const DOC_ASSIGN_SAMPLE = {
  docIds: [103],
  loanId: 41,
  users: [
    { username: '8157415868', name: 'Ravi Kumar' },
    { username: '9812345670', name: 'Sunita Devi' },
  ],
  doctype: 'bank_statement',
} as const;

const S = DOC_ASSIGN_SAMPLE;

export const docAssignPaths = definePathSpec({
  machine: withInput(docAssignMachine, { docIds: [...S.docIds], loanId: S.loanId }),
  shows: docAssignShows as never,
  events: [
    { type: 'user.pick', username: S.users[1].username },
    { type: 'user.pick', username: S.users[0].username },
    { type: 'doctype.pick', doctype: S.doctype },
    { type: 'doctype.pick', doctype: 'salary_script' },
    { type: 'assign.confirm' },
    { type: 'assign.close' },
    doneEvent('assignDocuments', { msg: 'ok' }),
    errorEvent('assignDocuments', serviceError('loan share not found', 404)),
  ],
  stateKey: (snapshot) => ({
    value: snapshot.value,
    // Which user or type is chosen matters less than whether one is.
    user: snapshot.context.username !== '',
    doctype: snapshot.context.doctype !== '',
  }),
  filterEvents: onlyRealChanges({
    'user.pick': ['username', 'username'],
    'doctype.pick': ['doctype', 'doctype'],
  }),
  describeEvent: (event) => {
    if (event.type === 'user.pick') return `choose user ${event.username}`;
    if (event.type === 'doctype.pick') return `choose type ${event.doctype}`;
    return (
      {
        'assign.confirm': "press 'Ok'",
        'assign.close': "press 'Cancel' (or 'Close')",
        'xstate.done.actor.assignDocuments': 'the server assigns the document',
        'xstate.error.actor.assignDocuments': 'the server refuses',
      } as Record<string, string>
    )[event.type];
  },
});
