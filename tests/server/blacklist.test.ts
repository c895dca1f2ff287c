// Feature blocks, penalties and the blacklist level: who may change them, what is recorded
// (set-by, the audit trail), and the success texts the client catalogue says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../server/errors.ts';
import { decisionSubmitted } from '../../server/handlers/blacklist.ts';
import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { SHOWCASE } from './cases/customerActions.ts';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const RECOVERY_MANAGER = { username: '9000000022' };
const as = (who: Parameters<Harness['tokenOf']>[0]) => h.tokenOf(who);

describe('the self check', () => {
  it("answers a staff member's own read with the defaults (every feature on), not a 404", async () => {
    const res = await h.call('getBlacklist', {
      token: as(RECOVERY_MANAGER),
      query: { username: RECOVERY_MANAGER.username },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      username: RECOVERY_MANAGER.username,
      enable_chat: true,
      last_penalty: 0,
    });
    const other = await h.call('getBlacklist', {
      token: as(RECOVERY_MANAGER),
      query: { username: '9000000001' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('feature blocks', () => {
  it('records a last penalty saved with the table in the audit trail; a negative one is refused', async () => {
    const before = (await h.call('getBlacklist', { query: { username: SHOWCASE } })).json();
    const res = await h.call('updateBlacklist', {
      token: as(RECOVERY_MANAGER),
      body: { username: SHOWCASE, last_penalty: before.last_penalty + 75 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.last_penalty).toBe(before.last_penalty + 75);
    const history = await h.call('listBlacklistChanges', { query: { username: SHOWCASE } });
    expect(history.json().changes[0]).toMatchObject({
      changed_by: '9000000022',
      field: 'last_penalty',
      old_value: String(before.last_penalty),
      new_value: String(before.last_penalty + 75),
    });
    const negative = await h.call('updateBlacklist', {
      token: as(RECOVERY_MANAGER),
      body: { username: SHOWCASE, last_penalty: -5 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toEqual(expect.any(String));
  });

  it('dates a penalty entered with the table in the audit trail, even at the same amount', async () => {
    const before = (await h.call('getBlacklist', { query: { username: SHOWCASE } })).json();
    const at = '2026-11-20 10:30:00';
    const res = await h.call('updateBlacklist', {
      token: as(RECOVERY_MANAGER),
      body: { username: SHOWCASE, last_penalty: before.last_penalty, last_penalty_datetime: at },
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await h.call('listBlacklistChanges', { query: { username: SHOWCASE } });
    expect(history.json().changes[0]).toMatchObject({
      field: 'last_penalty',
      new_value: String(before.last_penalty),
      reason: `Penalty of ${at}`,
    });
    const alone = await h.call('updateBlacklist', {
      token: as(RECOVERY_MANAGER),
      body: { username: SHOWCASE, last_penalty_datetime: at },
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toContain('send both');
  });

  it('records who blocked a feature and when, and the change in the audit trail', async () => {
    const res = await h.call('updateBlacklist', {
      token: as(RECOVERY_MANAGER),
      body: {
        username: SHOWCASE,
        enable_chat: false,
        resume_enable_chat: '2026-12-24T00:00:00+05:30',
        enable_chat_reason: 'Abusive messages in chat',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.enable_chat).toBe(false);
    expect(data.enable_chat_reason).toBe('Abusive messages in chat');
    expect(data.enable_chat_set_by.user).toBe('9000000022');
    // The page header reads it from the current profile (part 1 §4).
    const profile = await h.call('getCustomerProfile', { params: { username: SHOWCASE } });
    expect(profile.json().blacklisted).toBe(true);
    const history = await h.call('listBlacklistChanges', { query: { username: SHOWCASE } });
    expect(history.json().changes[0]).toMatchObject({
      changed_by: '9000000022',
      field: 'enable_chat',
      new_value: '2026-12-24T00:00:00+05:30',
      reason: 'Abusive messages in chat',
    });
  });

  it('is refused to roles outside part 2 §6, with nothing saved', async () => {
    for (const role of ['is_credit_underwriter', 'is_recovery_agent'] as const) {
      const res = await h.call('updateBlacklist', {
        token: as(role),
        body: { username: SHOWCASE, enable_wallet: true },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail ?? res.json().error).toBe(NO_PERMISSION);
    }
  });

  it('refuses a block without a date and reason (400, never half-saved)', async () => {
    const res = await h.call('updateBlacklist', {
      body: { username: SHOWCASE, enable_wallet: false },
    });
    expect(res.statusCode).toBe(400);
    const record = (await h.call('getBlacklist', { query: { username: SHOWCASE } })).json();
    expect(record.enable_wallet).toBe(true);
  });
});

describe('the blacklist level', () => {
  it('is refused to a credit underwriter (part 2 §6) and allowed to a credit manager', async () => {
    const body = { username: SHOWCASE, blacklist_level: 2, blacklist_reason: 'Fraud' };
    const refused = await h.call('setBlacklistLevel', { token: as('is_credit_underwriter'), body });
    expect(refused.statusCode).toBe(403);
    const saved = await h.call('setBlacklistLevel', { token: as('is_credit_manager'), body });
    expect(saved.statusCode).toBe(200);
    const history = await h.call('listBlacklistChanges', { query: { username: SHOWCASE } });
    expect(history.json().changes[0]).toMatchObject({
      field: 'blacklist_level',
      new_value: '2',
      reason: 'Fraud',
    });
  });
});

describe('rewards and penalties', () => {
  it('answer the catalogue’s success texts', async () => {
    for (const decision of ['penalty', 'reward'] as const) {
      const res = await h.call('applyPenalty', {
        body: {
          amount: 50,
          comment: 'Late',
          decision,
          datetime: '2026-11-24 10:30:00',
          username: SHOWCASE,
        },
      });
      expect(res.json().msg).toBe(
        decision === 'penalty'
          ? blacklistMessages.penaltySubmitted
          : blacklistMessages.decisionSubmitted(decision),
      );
      expect(res.json().msg).toBe(decisionSubmitted(decision));
    }
    const record = (await h.call('getBlacklist', { query: { username: SHOWCASE } })).json();
    expect(record.last_penalty).toBe(50);
  });
});
