import { expect } from 'vitest';
import { employerDetailsPaths } from '../../machines/employerDetails/employerDetails.paths.ts';
import {
  connectEmployerDetails,
  type employerDetailsMachine,
} from '../../machines/employerDetails/index.ts';
import { isGranted } from '../../src/domain/access/customerPage.ts';
import { isCompleteEmployer } from '../../src/domain/employers.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof employerDetailsMachine.transition>;
const M = employerMessages;

describeMachinePaths('employerDetails', employerDetailsPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const c = state.context;
  const view = connectEmployerDetails(state);
  if (state.matches('viewing')) {
    // A verified employer is never edited; the rest is the role table's (part 1 §6).
    expect(view.can.edit).toBe(!c.verified && isGranted(c.flags, 'editEmployer'));
    expect(view.can.verify).toBe(!c.verified && isGranted(c.flags, 'verifyEmployer'));
    expect(view.can.rename).toBe(isGranted(c.flags, 'editEmployerName'));
    // Replaced only unverified, by whoever may edit it (part 1 §4, §6).
    expect(view.can.replace).toBe(!c.verified && isGranted(c.flags, 'editEmployer'));
  }
  // The search opens only after 'Are you sure you want to proceed?'.
  if (state.matches('replacing')) {
    expect(history.at(-2)?.state.matches('confirmingReplace')).toBe(true);
    expect(view.replacing).toBe(c.detailsId);
  } else expect(view.replacing).toBeNull();
  if (state.matches('savingEdit')) expect(isCompleteEmployer(c.draft)).toBe(true);
  const last = history.at(-1)!.event;
  if (last.type === 'edit.save' && state.matches('editing'))
    expect(c.error).toBe(M.fillAllDetailsFirst);
  if (last.type === 'employer.verify' && state.matches('viewing')) {
    expect(c.error).toBe(M.fillEmployerDetailsFirst);
  }
  if (last.type === 'xstate.error.actor.renameEmployer') expect(c.error).toBe(M.nameUpdateFailed);
  if (last.type === 'xstate.error.actor.editEmployer') expect(c.error).toBe(M.updateFailed);
  if (state.matches('verifying'))
    expect(history.at(-2)?.state.matches('confirmingVerify')).toBe(true);
});
