// The loan page's operations against the seeded server: the loan record, profiles and comments,
// extras, the config, loan-share checks and videos, employment agreements, and every role against
// the loan-page rule table (openapi/rules/loan-page.json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../openapi/rules/loan-page.json' with { type: 'json' };
import { ROLE_FLAGS, type RoleFlag } from '../../server/domain.ts';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { type Harness, startServer } from './harness.ts';

type LoanRecord = {
  id: number;
  status: string;
  default_lender: string | null;
  emi_start_date: string | null;
  loan_channel: string;
  leader: { username: string; user_id: number };
  co_borrowers: {
    user: string;
    loanshare_id: number;
    nach: { source: string; mandate_status: string } | null;
    checks: Record<string, boolean>;
    video_doc_id: number | null;
  }[];
};
type Comment = { comment: string; loan_id: number | null; added_by: string; created_at: string };

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const get = <T>(sql: string, ...params: (string | number)[]) =>
  h.db.prepare(sql).get(...params) as T;
const token = (flag: RoleFlag) => h.tokenOf(flag);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const loanIn = (status: string, offset = 0) =>
  get<{ id: number }>(
    'SELECT id FROM loans WHERE status = ? ORDER BY id LIMIT 1 OFFSET ?',
    status,
    offset,
  ).id;
const shareOf = (loanId: number) =>
  get<{ username: string; customer_id: number; id: number }>(
    `SELECT c.username, s.customer_id, s.id FROM loan_shares s JOIN customers c ON c.id = s.customer_id
     WHERE s.loan_id = ? ORDER BY s.id LIMIT 1`,
    loanId,
  );
const granted = (grant: keyof typeof table.grants, flag: RoleFlag) =>
  (table.grants[grant] as string[]).includes(flag);
/** What opening a loan in `status` answers a demo user holding only `flag`. */
const opens = (flag: RoleFlag, status: string) => {
  if (table.openLoan.investorsOnly.includes(flag)) return 403;
  if (table.openLoan.disbursedOnly.includes(flag)) {
    return table.openLoan.disbursedFamily.includes(status) ? 200 : 403;
  }
  return 200;
};

describe('the rule table', () => {
  it("holds the spec's readers of employment agreements and the brief's config writers", () => {
    // part 1 §6: 'Employment agreement documents fetched only for admin and technology'.
    expect(table.grants.readEmploymentAgreements).toEqual(['is_kosh_superadmin', 'is_technology']);
    expect(table.grants.editLoanConfig).toEqual([
      'is_kosh_superadmin',
      'is_disbursal_team',
      'is_disbursal_manager',
    ]);
  });
});

describe('getLoan', () => {
  it('answers the loan with every co-borrower, NACH and checks, one per share', async () => {
    const res = await h.call('getLoan', { params: { loan_id: 13 } });
    expect(res.statusCode, res.body).toBe(200);
    const loan = res.json() as LoanRecord;
    const shares = h.db
      .prepare('SELECT id FROM loan_shares WHERE loan_id = 13 ORDER BY id')
      .all() as { id: number }[];
    expect(loan.status).toBe('loan_disbursed');
    expect(loan.loan_channel).toBe('kosh/loan/13');
    expect(loan.co_borrowers.map((c) => c.loanshare_id)).toEqual(shares.map((s) => s.id));
    expect(loan.co_borrowers).toHaveLength(6);
    expect(loan.co_borrowers.every((c) => c.nach !== null)).toBe(true);
    expect(Object.keys(loan.co_borrowers[0]!.checks).sort()).toEqual([
      'address_verified',
      'bank_verified',
      'bureau_reviewed',
      'employment_verified',
      'kyc_verified',
      'video_reviewed',
    ]);
    // The seed gives the first co-borrower of the showcase loan a video.
    expect(loan.co_borrowers[0]!.video_doc_id).toEqual(expect.any(Number));
  });

  it('lists a leader who holds a share first', async () => {
    const { id: loanId } = get<{ id: number }>(
      "SELECT id FROM loans WHERE status = 'loan_disbursed' ORDER BY id LIMIT 1 OFFSET 3",
    );
    const last = get<{ id: number; customer_id: number }>(
      'SELECT id, customer_id FROM loan_shares WHERE loan_id = ? ORDER BY id DESC LIMIT 1',
      loanId,
    );
    h.db.prepare('UPDATE loans SET leader_id = ? WHERE id = ?').run(last.customer_id, loanId);
    const loan = (await h.call('getLoan', { params: { loan_id: loanId } })).json() as LoanRecord;
    expect(loan.co_borrowers[0]).toMatchObject({ loanshare_id: last.id, is_leader: true });
    expect(loan.leader.user_id).toBe(last.customer_id);
  });

  it('404 for an unknown loan, 400 for a malformed id, 401 without a token', async () => {
    expect((await h.call('getLoan', { params: { loan_id: 99_999_999 } })).statusCode).toBe(404);
    expect((await h.call('getLoan', { params: { loan_id: 'x' } })).statusCode).toBe(400);
    expect((await h.call('getLoan', { params: { loan_id: 13 }, token: null })).statusCode).toBe(
      401,
    );
  });

  describe.each(ROLE_FLAGS)('%s', (flag) => {
    it('opens loans by the rule table (an approved and a disbursed one)', async () => {
      for (const [loanId, status] of [
        [loanIn('loan_approved'), 'loan_approved'],
        [13, 'loan_disbursed'],
      ] as const) {
        const expected = opens(flag, status);
        for (const op of ['getLoan', 'getLoanExtras']) {
          const res = await h.call(op, { params: { loan_id: loanId }, token: token(flag) });
          expect(res.statusCode, `${op} ${status}`).toBe(expected);
        }
      }
      const lenders = await h.call('listLenders', { token: token(flag) });
      expect(lenders.statusCode).toBe(table.openLoan.investorsOnly.includes(flag) ? 403 : 200);
    });
  });
});

describe('getLoanProfiles', () => {
  it('answers the profiles asked for, in that order, with every comment list newest first', async () => {
    const people = h.db
      .prepare(
        `SELECT c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
         WHERE s.loan_id = 13 ORDER BY s.id DESC LIMIT 2`,
      )
      .all() as { username: string }[];
    const wanted = people.map((p) => p.username);
    const res = await h.call('getLoanProfiles', {
      params: { loan_id: 13 },
      query: { username: wanted },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { profiles } = res.json() as {
      profiles: {
        username: string;
        profile: { username: string };
        profile_admin: Record<string, Comment[]>;
      }[];
    };
    expect(profiles.map((p) => p.username)).toEqual(wanted);
    expect(profiles.map((p) => p.profile.username)).toEqual(wanted);
    for (const kind of ['recovery', 'marketing', 'credit', 'disbursal']) {
      const list = profiles[0]!.profile_admin[`${kind}_comment`]!;
      // The seeded loan comments of the showcase loan: one of every kind for each co-borrower.
      expect(
        list.some((c) => c.loan_id === 13),
        kind,
      ).toBe(true);
      const times = list.map((c) => c.created_at);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('shows a comment posted on the loan at once', async () => {
    const { username } = shareOf(13);
    const posted = await h.call('addLoanComment', {
      token: token('is_credit_underwriter'),
      body: { kind: 'credit', loan_id: 13, username, comment: 'Bank statement matches salary.' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const res = await h.call('getLoanProfiles', { params: { loan_id: 13 }, query: { username } });
    const credit = res.json().profiles[0].profile_admin.credit_comment as Comment[];
    expect(credit[0]).toMatchObject({
      comment: 'Bank statement matches salary.',
      loan_id: 13,
      added_by: demoUser('is_credit_underwriter').username,
    });
  });

  it('answers the leader too; 400 for someone outside the loan', async () => {
    const { username: leader } = get<{ username: string }>(
      'SELECT c.username FROM loans l JOIN customers c ON c.id = l.leader_id WHERE l.id = 13',
    );
    const ok = await h.call('getLoanProfiles', {
      params: { loan_id: 13 },
      query: { username: leader },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stranger = get<{ username: string }>(
      `SELECT username FROM customers c WHERE NOT EXISTS (SELECT 1 FROM loan_shares s
         WHERE s.customer_id = c.id AND s.loan_id = 13) AND c.id <> (SELECT leader_id FROM loans
         WHERE id = 13) LIMIT 1`,
    ).username;
    const res = await h.call('getLoanProfiles', {
      params: { loan_id: 13 },
      query: { username: stranger },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(stranger);
  });

  it('answers a saved version for history_date, the current comment lists with it', async () => {
    const version = get<{
      loan_id: number;
      username: string;
      history_date: string;
      profile: string;
    }>(
      `SELECT s.loan_id, c.username, v.history_date, v.profile FROM profile_versions v
       JOIN customers c ON c.id = v.customer_id JOIN loan_shares s ON s.customer_id = c.id
       ORDER BY v.id LIMIT 1`,
    );
    const res = await h.call('getLoanProfiles', {
      params: { loan_id: version.loan_id },
      query: { username: version.username, history_date: version.history_date },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [answer] = res.json().profiles;
    const saved = JSON.parse(version.profile);
    expect(answer.profile.name).toBe(saved.name);
    expect(answer.profile).not.toHaveProperty('blacklisted');
  });

  it('400 without a username or with a malformed one', async () => {
    expect((await h.call('getLoanProfiles', { params: { loan_id: 13 } })).statusCode).toBe(400);
    const bad = await h.call('getLoanProfiles', {
      params: { loan_id: 13 },
      query: { username: '12' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('getLoanExtras', () => {
  it('answers the tags, valuation and family of a loan that has them', async () => {
    const res = await h.call('getLoanExtras', { params: { loan_id: 13 } });
    expect(res.statusCode, res.body).toBe(200);
    const extras = res.json();
    expect(extras.tags.length).toBeGreaterThan(0);
    expect(extras.property_valuation).toMatchObject({ valuation_date: expect.any(String) });
    expect(extras.family_data.length).toBeGreaterThan(1);
    const known = extras.family_data.find((f: { is_customer: boolean }) => f.is_customer);
    expect(known.username).toMatch(/^[0-9]{10}$/);
  });

  it('answers empty extras for a loan without any (loan 12)', async () => {
    const res = await h.call('getLoanExtras', { params: { loan_id: 12 } });
    expect(res.json()).toEqual({ tags: [], property_valuation: null, family_data: [] });
  });
});

describe('updateLoanConfig', () => {
  const body = { default_lender: 'Udaan Credit', emi_start_date: day(20) };

  it('sets the default lender and EMI start date and answers the loan', async () => {
    const loanId = loanIn('loan_approved', 20);
    const res = await h.call('updateLoanConfig', {
      params: { loan_id: loanId },
      body,
      token: token('is_disbursal_team'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: loanId, ...body });
    const again = (await h.call('getLoan', { params: { loan_id: loanId } })).json();
    expect(again).toMatchObject(body);
  });

  it.each([
    [
      'an unknown lender',
      { default_lender: 'Nobody Bank', emi_start_date: day(20) },
      'Unknown lender',
    ],
    ['a day in the past', { default_lender: 'Kosh Finance', emi_start_date: day(-2) }, 'between'],
    [
      'a day over a year away',
      { default_lender: 'Kosh Finance', emi_start_date: day(400) },
      'between',
    ],
    [
      'a day that does not exist',
      { default_lender: 'Kosh Finance', emi_start_date: '2030-02-30' },
      '',
    ],
    ['a missing field', { default_lender: 'Kosh Finance' }, ''],
    ['an unknown field', { ...body, tenure: 3 }, ''],
  ])('400 for %s', async (_, payload, words) => {
    const res = await h.call('updateLoanConfig', {
      params: { loan_id: loanIn('loan_approved', 21) },
      body: payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toContain(words);
  });

  it('400 for a loan already disbursed, 404 for an unknown loan', async () => {
    const done = await h.call('updateLoanConfig', { params: { loan_id: 13 }, body });
    expect(done.statusCode).toBe(400);
    expect(done.json().error).toContain('loan_disbursed');
    const unknown = await h.call('updateLoanConfig', { params: { loan_id: 99_999_999 }, body });
    expect(unknown.statusCode).toBe(404);
  });

  it.each(ROLE_FLAGS)('%s: allowed only with editLoanConfig', async (flag) => {
    const res = await h.call('updateLoanConfig', {
      params: { loan_id: loanIn('loan_approved', 22) },
      body,
      token: token(flag),
    });
    expect(res.statusCode, res.body).toBe(granted('editLoanConfig', flag) ? 200 : 403);
  });
});

describe('setLoanshareCheck', () => {
  it('ticks and unticks a check, which the loan then shows', async () => {
    const loanId = loanIn('ready_for_review', 2);
    const { username, id } = shareOf(loanId);
    for (const checked of [true, false]) {
      const res = await h.call('setLoanshareCheck', {
        body: { username, loan_id: loanId, check_type: 'video_reviewed', checked },
        token: token('is_credit_underwriter'),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ check_type: 'video_reviewed', checked });
      const loan = (await h.call('getLoan', { params: { loan_id: loanId } })).json() as LoanRecord;
      expect(loan.co_borrowers.find((c) => c.loanshare_id === id)!.checks.video_reviewed).toBe(
        checked,
      );
    }
  });

  it('400 for a user without a share or an unknown check, 404 for an unknown customer or loan', async () => {
    const outsider = shareOf(14).username;
    const noShare = await h.call('setLoanshareCheck', {
      body: { username: outsider, loan_id: 13, check_type: 'kyc_verified', checked: true },
    });
    expect(noShare.statusCode).toBe(400);
    expect(noShare.json().error).toContain('holds no share');
    const { username } = shareOf(13);
    const badType = await h.call('setLoanshareCheck', {
      body: { username, loan_id: 13, check_type: 'pan_verified', checked: true },
    });
    expect(badType.statusCode).toBe(400);
    const unknownUser = await h.call('setLoanshareCheck', {
      body: { username: '5555555555', loan_id: 13, check_type: 'kyc_verified', checked: true },
    });
    expect(unknownUser.statusCode).toBe(404);
    const unknownLoan = await h.call('setLoanshareCheck', {
      body: { username, loan_id: 99_999_999, check_type: 'kyc_verified', checked: true },
    });
    expect(unknownLoan.statusCode).toBe(404);
  });

  it.each(ROLE_FLAGS)('%s: allowed only with setLoanshareCheck', async (flag) => {
    const { username } = shareOf(13);
    const res = await h.call('setLoanshareCheck', {
      body: { username, loan_id: 13, check_type: 'bank_verified', checked: true },
      token: token(flag),
    });
    expect(res.statusCode, res.body).toBe(granted('setLoanshareCheck', flag) ? 200 : 403);
  });
});

describe('assignLoanshareVideo', () => {
  const videoOf = (kind: 'video' | 'pdf') =>
    get<{ customer_id: number; username: string; doc_id: number }>(
      `SELECT d.customer_id, c.username, d.id AS doc_id FROM documents d
       JOIN customers c ON c.id = d.customer_id
       WHERE d.kind = ? AND d.group_id IS NOT NULL AND EXISTS (SELECT 1 FROM loan_shares s
         WHERE s.customer_id = d.customer_id AND s.loan_id = 13) ORDER BY d.id DESC LIMIT 1`,
      kind,
    );

  it("makes one of the co-borrower's videos their share's video", async () => {
    const { username, doc_id, customer_id } = videoOf('video');
    const res = await h.call('assignLoanshareVideo', {
      body: { username, doc_id, loan_id: 13 },
      token: token('is_disbursal_team'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ video_doc_id: doc_id });
    const loan = (await h.call('getLoan', { params: { loan_id: 13 } })).json() as LoanRecord;
    const share = get<{ id: number }>(
      'SELECT id FROM loan_shares WHERE loan_id = 13 AND customer_id = ?',
      customer_id,
    );
    expect(loan.co_borrowers.find((c) => c.loanshare_id === share.id)!.video_doc_id).toBe(doc_id);
  });

  it("400 for a document that is not a video, or not the user's", async () => {
    const pdf = videoOf('pdf');
    const notVideo = await h.call('assignLoanshareVideo', {
      body: { username: pdf.username, doc_id: pdf.doc_id, loan_id: 13 },
    });
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().error).toContain('is not a video');
    const video = videoOf('video');
    const other = h.db
      .prepare(
        `SELECT c.username FROM loan_shares s JOIN customers c ON c.id = s.customer_id
         WHERE s.loan_id = 13 AND s.customer_id <> ? LIMIT 1`,
      )
      .get(video.customer_id) as { username: string };
    const notTheirs = await h.call('assignLoanshareVideo', {
      body: { username: other.username, doc_id: video.doc_id, loan_id: 13 },
    });
    expect(notTheirs.statusCode).toBe(400);
  });

  it.each(ROLE_FLAGS)('%s: allowed only with assignLoanshareVideo', async (flag) => {
    const { username, doc_id } = videoOf('video');
    const res = await h.call('assignLoanshareVideo', {
      body: { username, doc_id, loan_id: 13 },
      token: token(flag),
    });
    expect(res.statusCode, res.body).toBe(granted('assignLoanshareVideo', flag) ? 200 : 403);
  });
});

describe('listLenders', () => {
  it('answers the lenders by name', async () => {
    const res = await h.call('listLenders');
    expect(res.json().lenders.map((l: { name: string }) => l.name)).toEqual([
      'Kosh Finance',
      'Pragati NBFC',
      'Sahyog Capital',
      'Udaan Credit',
    ]);
  });
});

describe('employment agreements', () => {
  const holder = () =>
    get<{ username: string; group_id: number; doc_id: number }>(
      `SELECT c.username, g.id AS group_id, d.id AS doc_id FROM document_groups g
       JOIN customers c ON c.id = g.customer_id JOIN documents d ON d.group_id = g.id
       WHERE g.doctype = 'employment_agreement' ORDER BY g.id LIMIT 1`,
    );

  it.each(ROLE_FLAGS)('%s: read only by admin and technology', async (flag) => {
    const { username, group_id, doc_id } = holder();
    const expected = granted('readEmploymentAgreements', flag) ? 200 : 403;
    const folder = await h.call('getUserDocGroup', {
      params: { user: username, type: 'employment_agreement' },
      token: token(flag),
    });
    // Lenders and investors may not open this customer at all: 403 either way.
    expect(folder.statusCode, folder.body).toBe(expected);
    const group = await h.call('getDocumentGroup', { params: { group_id }, token: token(flag) });
    expect(group.statusCode).toBe(expected);
    const doc = await h.call('getDocument', {
      params: { document_id: doc_id },
      token: token(flag),
    });
    expect(doc.statusCode).toBe(expected);
  });

  it('a user without the folder gets 400, and technology creates it', async () => {
    const { username } = shareOf(14);
    const before = await h.call('getUserDocGroup', {
      params: { user: username, type: 'employment_agreement' },
      token: token('is_technology'),
    });
    expect(before.statusCode).toBe(400);
    const created = await h.call('createUserDocGroup', {
      params: { user: username, type: 'employment_agreement' },
      token: token('is_technology'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await h.call('createUserDocGroup', {
      params: { user: username, type: 'employment_agreement' },
      token: token('is_credit_underwriter'),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('approved loans lacking a default lender or an EMI start date, which the disbursal team opens', async () => {
    const lacking = h.db
      .prepare(
        `SELECT id FROM loans WHERE status = 'loan_approved'
         AND (default_lender IS NULL OR emi_start_date IS NULL) ORDER BY id LIMIT 8`,
      )
      .all() as { id: number }[];
    expect(lacking.length).toBeGreaterThanOrEqual(8);
    const kinds = h.db
      .prepare(
        `SELECT default_lender IS NULL AS no_lender, emi_start_date IS NULL AS no_emi, count(*) AS n
         FROM loans WHERE status = 'loan_approved' GROUP BY 1, 2`,
      )
      .all() as { no_lender: number; no_emi: number }[];
    expect(kinds).toHaveLength(4);
    for (const { id } of lacking) {
      const res = await h.call('getLoan', {
        params: { loan_id: id },
        token: token('is_disbursal_team'),
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it("the README's showcase loans show what it says", () => {
    const config = (id: number) =>
      get<{ status: string; lender: number; emi: number }>(
        `SELECT status, default_lender IS NOT NULL AS lender, emi_start_date IS NOT NULL AS emi
         FROM loans WHERE id = ?`,
        id,
      );
    for (const id of [6, 49, 56])
      expect(config(id)).toEqual({ status: 'loan_approved', lender: 1, emi: 0 });
    for (const id of [67, 68])
      expect(config(id)).toEqual({ status: 'loan_approved', lender: 0, emi: 1 });
    for (const id of [108, 126])
      expect(config(id)).toEqual({ status: 'loan_approved', lender: 1, emi: 1 });
    for (const id of [148, 178])
      expect(config(id)).toEqual({ status: 'loan_approved', lender: 0, emi: 0 });
    const shares = (id: number) =>
      get<{ n: number }>('SELECT count(*) AS n FROM loan_shares WHERE loan_id = ?', id).n;
    expect([shares(13), shares(68)]).toEqual([6, 6]);
    const agreements = h.db
      .prepare(
        `SELECT c.username FROM document_groups g JOIN customers c ON c.id = g.customer_id
         JOIN loan_shares s ON s.customer_id = c.id AND s.loan_id = 13
         WHERE g.doctype = 'employment_agreement' ORDER BY s.id`,
      )
      .all() as { username: string }[];
    expect(agreements.map((a) => a.username)).toEqual(['8907771442', '8901462919', '8960004038']);
  });

  it('loans 1-18 walk every status; NACH mandates of several states and sources', () => {
    const statuses = h.db.prepare('SELECT DISTINCT status FROM loans WHERE id <= 18').all();
    expect(statuses).toHaveLength(18);
    const mandates = h.db
      .prepare('SELECT DISTINCT mandate_status FROM loan_share_nach ORDER BY 1')
      .all() as { mandate_status: string }[];
    expect(mandates.map((m) => m.mandate_status)).toEqual(
      expect.arrayContaining(['active', 'register_success', 'ack_received']),
    );
    const sources = h.db.prepare('SELECT DISTINCT source FROM loan_share_nach').all();
    expect(sources).toHaveLength(3);
  });
});
