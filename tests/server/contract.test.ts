// Every operation of the three documents: a valid call whose body matches its response schema,
// and an invalid call answered with the declared error status and an ErrorBody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternateContactCases } from './cases/alternateContacts.ts';
import { authCases } from './cases/auth.ts';
import { bureauCases } from './cases/bureau.ts';
import { businessProfileCases } from './cases/businessProfile.ts';
import { callDeskCases } from './cases/callDesks.ts';
import { chatCases } from './cases/chat.ts';
import { chatActionCases } from './cases/chatActions.ts';
import { chatCatalogueCases } from './cases/chatCatalogue.ts';
import { chatChannelCases } from './cases/chatChannels.ts';
import { chatMemberCases } from './cases/chatMembers.ts';
import { chatModerationCases } from './cases/chatModeration.ts';
import { chatSchedulerCases } from './cases/chatScheduler.ts';
import { chatSettingsCases } from './cases/chatSettings.ts';
import { collectionCases } from './cases/collections.ts';
import { complaintCases } from './cases/complaints.ts';
import { customerActionCases } from './cases/customerActions.ts';
import { customerLoanCases } from './cases/customerLoans.ts';
import { customerProfileCases } from './cases/customerProfile.ts';
import { deviceCases } from './cases/devices.ts';
import { documentCases } from './cases/documents.ts';
import { employerCases } from './cases/employers.ts';
import { hrCases } from './cases/hr.ts';
import { jobCases } from './cases/jobs.ts';
import { loanHistoryCases } from './cases/loanHistory.ts';
import { loanPageCases } from './cases/loanPage.ts';
import { mainCases } from './cases/main.ts';
import { nativeTaskCases } from './cases/nativeTasks.ts';
import { salaryEmiCases } from './cases/salaryEmi.ts';
import { supportAdminCases } from './cases/supportAdmin.ts';
import { trackerTaskCases } from './cases/tasks.ts';
import { teamCases } from './cases/team.ts';
import { walletCases } from './cases/wallet.ts';
import { assertMatches, OPERATIONS } from './contract.ts';
import { type Harness, startServer } from './harness.ts';

// Filled in beforeAll; the cases hold on to this object.
const h = {} as Harness;
const CASES = {
  ...authCases(h),
  ...mainCases(h),
  ...alternateContactCases(h),
  ...customerLoanCases(h),
  ...customerActionCases(h),
  ...loanHistoryCases(h),
  ...customerProfileCases(h),
  ...salaryEmiCases(h),
  ...chatCases(h),
  ...chatChannelCases(h),
  ...chatSchedulerCases(h),
  ...chatActionCases(h),
  ...chatMemberCases(h),
  ...chatSettingsCases(h),
  ...chatCatalogueCases(h),
  ...collectionCases(h),
  ...walletCases(h),
  ...bureauCases(h),
  ...deviceCases(h),
  ...employerCases(h),
  ...documentCases(h),
  ...callDeskCases(h),
  ...supportAdminCases(h),
  ...loanPageCases(h),
  ...businessProfileCases(h),
  ...complaintCases(h),
  ...hrCases(h),
  ...chatModerationCases(h),
  ...teamCases(h),
  ...jobCases(h),
  ...trackerTaskCases(h),
  ...nativeTaskCases(h),
};

beforeAll(async () => {
  Object.assign(h, await startServer());
});
afterAll(async () => {
  await h.close();
});

describe('contract', () => {
  it('covers every operation of the documents', () => {
    expect(Object.keys(CASES).sort()).toEqual(OPERATIONS.map((op) => op.operationId).sort());
  });

  for (const op of OPERATIONS) {
    const test = CASES[op.operationId];
    if (!test) continue;
    it(`${op.operationId}: a valid call matches the ${op.method} response schema`, async () => {
      const [res, status] = await test.valid();
      expect(res.statusCode, res.body).toBe(status);
      // No content: nothing to match.
      if (status === 204) return expect(res.body).toBe('');
      // A file (the CRIF PDF, a photo) matches by its declared media type, a JSON body by its
      // schema; a file's bytes are checked by its own test.
      const media = Object.keys(op.responses[String(status)]?.content ?? {});
      if (media.length && !media.includes('application/json')) {
        return expect(media).toContain(String(res.headers['content-type']).split(';')[0]);
      }
      assertMatches(op.operationId, status, res.json());
    });
    it(`${op.operationId}: an invalid call gets a declared ErrorBody`, async () => {
      const [res, status] = await test.invalid();
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json();
      assertMatches(op.operationId, status, body);
      if (status === 400) expect(typeof body.error).toBe('string');
      if (status === 401) expect(body.detail).toBeTruthy();
    });
  }
});
