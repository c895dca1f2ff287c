// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { LOAN_COMMENT_TEXTS as C } from '../../machines/loanComment/index.ts';
import { SAMPLE_CASE } from '../../machines/softCall/index.ts';
import type { components, paths } from '../../openapi/generated/main.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { RecoveryDeskScreen } from '../../src/features/recoveryDesk/index.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { createTelephonySimulator } from '../../src/platform/telephony/simulator.ts';
import { SessionActorContext, type SessionActorRef } from '../../src/ui/hooks/sessionActor.ts';

/* The recovery desk as the app mounts it, over a fake v1 server: the desk's queue, the case's
   loan ids as links or not by role, and the recovery comment box for those who may post. */

const CASE: components['schemas']['DeskCase'] = {
  ...SAMPLE_CASE,
  desk: 'recovery',
  dial_block: null,
  audit: null,
  support: null,
  lead: null,
};
const LOAN_IDS = CASE.loans.map((loan) => loan.loan_id);

type Seen = { method: string; path: string; body: unknown; headers: Headers };

function fakeServer() {
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const client = createClient<paths>({
    baseUrl: 'http://kosh.test/api/v1',
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      const body = request.method === 'GET' ? null : await request.clone().json();
      seen.push({ method: request.method, path, body, headers: request.headers });
      if (path === '/call-desks/recovery/next') return json(200, CASE);
      if (path === '/loan-comments') return json(200, { message: 'Comment added successfully' });
      return json(404, { error: `not faked: ${path}` });
    },
  });
  return { client, seen };
}

// The call machine tells the session of calls; nothing here listens.
const session = createActor(createMachine({})).start() as unknown as SessionActorRef;

function renderDesk(flag: RoleFlag, options: { loanPageExists?: boolean } = {}) {
  const server = fakeServer();
  const simulator = createTelephonySimulator();
  render(
    <SessionActorContext.Provider value={session}>
      <RecoveryDeskScreen
        profile={{ telecmi_username: 'agent_12', telecmi_pwd: 'Tele@12pass' }}
        flags={roleFlagsOf(flag)}
        pathname="/lender/admin/newRecoveryCalls"
        navigate={() => {}}
        api={server.client}
        telephony={{ port: simulator, simulator: null }}
        storage={createMemoryStorage()}
        {...options}
      />
    </SessionActorContext.Provider>,
  );
  return server;
}

const caseCard = () => screen.findByRole('article');
const loanTable = async () => within(await caseCard()).getByRole('table');
const commentBox = () => screen.queryByRole('region', { name: C.headings.recovery });

afterEach(cleanup);

describe('the recovery desk', () => {
  it("runs the recovery queue under the desk's heading", async () => {
    const server = renderDesk('is_recovery_agent');
    expect(screen.getByRole('heading', { level: 1, name: 'Recovery' })).toBeInTheDocument();
    expect(await caseCard()).toHaveAttribute('data-case-id', String(CASE.id));
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/call-desks/recovery/next' });
  });

  it('links every loan id of the case to its loan page for a recovery agent', async () => {
    renderDesk('is_recovery_agent', { loanPageExists: true });
    const table = await loanTable();
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LOAN_IDS.map((id) => [String(id), `/lender/loan/${id}`]),
    );
  });

  it('shows the recovery agency the loan ids as plain text', async () => {
    renderDesk('is_recovery_agency', { loanPageExists: true });
    const table = await loanTable();
    expect(within(table).queryAllByRole('link')).toEqual([]);
    for (const id of LOAN_IDS) expect(within(table).getByText(String(id))).toBeInTheDocument();
  });

  it('links no loan id while the loan page does not exist', async () => {
    renderDesk('is_recovery_agent', { loanPageExists: false });
    expect(within(await loanTable()).queryAllByRole('link')).toEqual([]);
  });

  it("adds a recovery comment on one of the case's loans, saved once with a key", async () => {
    const server = renderDesk('is_recovery_agency');
    await caseCard();
    const box = within(commentBox()!);
    expect(
      within(box.getByRole('combobox', { name: C.loan }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([C.pickLoan, ...LOAN_IDS.map(String)]);
    const user = userEvent.setup();
    await user.type(box.getByRole('textbox', { name: C.comment }), 'Will pay on the 5th');
    await user.click(box.getByRole('button', { name: C.add }));
    expect(box.getByRole('alert')).toHaveTextContent(C.selectLoanFirst);
    await user.selectOptions(box.getByRole('combobox', { name: C.loan }), String(LOAN_IDS[1]));
    await user.click(box.getByRole('button', { name: C.add }));
    expect(await box.findByText(C.added)).toBeInTheDocument();
    const posts = server.seen.filter((request) => request.path === '/loan-comments');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      kind: 'recovery',
      loan_id: LOAN_IDS[1],
      username: CASE.username,
      comment: 'Will pay on the 5th',
    });
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^loan-comment-/);
  });

  it('offers no comment box to a role that may not post recovery comments', async () => {
    renderDesk('is_recovery_team_lead', { loanPageExists: true });
    await caseCard();
    expect(commentBox()).toBeNull();
  });
});
