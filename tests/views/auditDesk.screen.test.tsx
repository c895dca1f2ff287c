// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createClient from 'openapi-fetch';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALL_RESULTS, SAMPLE_CASE } from '../../machines/softCall/index.ts';
import type { paths } from '../../openapi/generated/main.ts';
import { canUploadAuditFile } from '../../src/domain/access/auditUpload.ts';
import { AUDIT_RETURN_PATH, AuditDeskScreen } from '../../src/features/auditDesk/index.ts';
import { SessionGuard } from '../../src/features/session/index.ts';
import { createSavedWorkStore, type DeskCase } from '../../src/features/softCall/index.ts';
import { saveDraft } from '../../src/platform/feedbackDrafts.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { createTelephony } from '../../src/platform/telephony/index.ts';
import { sessionTabs } from '../support/crossTabs.ts';

/* The Audit Recovery screen over a fake v1 server: what the auditor sees of a case, who gets the
   upload, and the way back to Customer Support after saving an audit opened by its id. */

const CASE: DeskCase = {
  ...SAMPLE_CASE,
  desk: 'audit',
  dial_block: null,
  audit: {
    payment_status: 'DUE',
    source: 'upload',
    recovery_agent: { username: '9000000013', name: 'Girindra Verma' },
    recovery_feedback_at: '2025-03-09T06:30:00.000Z',
  },
  support: null,
  lead: null,
};
const PROFILE = { telecmi_username: 'auditor', telecmi_pwd: 'secret' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A v1 server with one audit case: the case by its id, then an empty queue; saves answer ok. */
function fakeServer() {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : null;
    requests.push({ method: request.method, url, body });
    if (url.pathname.endsWith('/call-desks/audit/next')) {
      return url.searchParams.get('case_id') === String(CASE.id) ||
        !requests.some((r) => r.url.pathname.endsWith('/feedback'))
        ? json(CASE)
        : json({ msg: 'No audit calls left in your queue' });
    }
    return json({ msg: 'Saved' });
  };
  return { api: createClient<paths>({ baseUrl: 'http://test/api/v1', fetch }), requests };
}

/** The signed-in session above the screen (the call feature reports calls to it). */
function Signed({ children }: { children: ReactNode }) {
  const [bus] = useState(() => sessionTabs(1)[0]!);
  return (
    <SessionGuard onSignedOut={() => {}} bus={bus} watchActivity={() => () => {}}>
      {children}
    </SessionGuard>
  );
}

function renderScreen(options: {
  pathname: string;
  canUpload: boolean;
  storage?: Storage;
  canReturnToSupport?: boolean;
}) {
  const server = fakeServer();
  const navigated: string[] = [];
  const storage = options.storage ?? createMemoryStorage();
  const view = render(
    <Signed>
      <AuditDeskScreen
        profile={PROFILE}
        pathname={options.pathname}
        navigate={(to) => navigated.push(to)}
        api={server.api}
        telephony={createTelephony({ adapter: 'simulator', sbcRegion: '' })}
        canUpload={options.canUpload}
        canReturnToSupport={options.canReturnToSupport ?? true}
        storage={storage}
      />
    </Signed>,
  );
  return { ...server, navigated, view };
}

afterEach(() => {
  localStorage.clear();
});

describe('Audit Recovery', () => {
  it("shows the case's audit facts, no support buttons, and the upload for its holders", async () => {
    const { requests, view } = renderScreen({
      pathname: `/lender/admin/newAuditRecoveryCalls/${CASE.id}`,
      canUpload: true,
    });
    const facts = await screen.findByRole('region', { name: 'Recovery call under audit' });
    expect(facts).toHaveTextContent('Claimed paymentDUE');
    expect(facts).toHaveTextContent('SourceUploaded audit file');
    expect(facts).toHaveTextContent('Recovery agentGirindra Verma (9000000013)');
    expect(facts).toHaveTextContent('Recovery feedback given09/03/2025');
    expect(screen.queryByRole('button', { name: 'Create Payment Link' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Audit Recovery',
    ]);
    expect(screen.getByRole('region', { name: 'Upload audit file' })).toBeTruthy();
    // The case of the path is the one asked for.
    expect(requests[0]!.url.searchParams.get('case_id')).toBe(String(CASE.id));
    view.unmount();
  });

  it('has no upload for an auditor without the right', async () => {
    const { view } = renderScreen({
      pathname: '/lender/admin/newAuditRecoveryCalls',
      canUpload: false,
    });
    await screen.findByRole('region', { name: 'Recovery call under audit' });
    expect(screen.queryByRole('region', { name: 'Upload audit file' })).toBeNull();
    view.unmount();
  });

  it.each([
    { opened: true, mayOpenSupport: true, expected: [AUDIT_RETURN_PATH] },
    // An auditor whose menu lacks Customer Support stays at the desk (no refusal to land on).
    { opened: true, mayOpenSupport: false, expected: [] },
    { opened: false, mayOpenSupport: true, expected: [] },
  ])(
    'saving the audit of a case opened by its id ($opened) returns to Customer Support when it may be opened ($mayOpenSupport)',
    async ({ opened, mayOpenSupport, expected }) => {
      // The call was made before a reload: the case comes back at its feedback.
      const storage = createMemoryStorage();
      createSavedWorkStore(storage, 'audit').keepCallResult(CASE.id, CALL_RESULTS.completed);
      const { requests, navigated, view } = renderScreen({
        pathname: `/lender/admin/newAuditRecoveryCalls${opened ? `/${CASE.id}` : ''}`,
        canUpload: false,
        storage,
        canReturnToSupport: mayOpenSupport,
      });
      const user = userEvent.setup();
      const form = await screen.findByRole('region', { name: 'Submit Your Feedback Here' });
      await user.click(within(form).getByRole('radio', { name: 'Non Contactable' }));
      await user.click(within(form).getByRole('radio', { name: 'DUE' }));
      await user.type(within(form).getByLabelText('Comment'), 'Not reachable twice');
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(requests.some((r) => r.url.pathname.endsWith(`/audit/${CASE.id}/feedback`))).toBe(
          true,
        ),
      );
      const saved = requests.find((r) => r.url.pathname.endsWith('/feedback'))!;
      expect(saved.body).toEqual({
        traceability: 'NC',
        payment: 'DUE',
        comment: 'Not reachable twice',
      });
      await waitFor(() => expect(requests.at(-1)!.url.pathname).toMatch(/\/next$/));
      expect(navigated.filter((to) => to === AUDIT_RETURN_PATH)).toEqual(expected);
      view.unmount();
    },
  );
});

describe('Audit Recovery after a reload', () => {
  it('brings back the audit typed so far, under the audit desk', async () => {
    const storage = createMemoryStorage();
    createSavedWorkStore(storage, 'audit').keepCallResult(CASE.id, CALL_RESULTS.completed);
    saveDraft(
      CASE.id,
      { traceability: 'RNR', payment: 'DONE', comment: 'Rang twice' },
      storage,
      'audit',
    );
    // A soft-call draft of the same id is another desk's: it does not leak into the audit.
    saveDraft(CASE.id, { traceability: 'CON', comment: 'soft' }, storage);
    const { view } = renderScreen({
      pathname: `/lender/admin/newAuditRecoveryCalls/${CASE.id}`,
      canUpload: false,
      storage,
    });
    const form = await screen.findByRole('region', { name: 'Submit Your Feedback Here' });
    expect(within(form).getByRole('radio', { name: 'Ringing not recieved' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'DONE' })).toBeChecked();
    expect(within(form).getByLabelText('Comment')).toHaveValue('Rang twice');
    view.unmount();
  });
});

describe('who may upload an audit file (rule table auditUpload)', () => {
  it.each([
    [{ is_reminder_audit: true }, true],
    [{ is_kosh_superadmin: true }, true],
    [{ is_reminder_agent: true }, false],
    [{ is_read_only: true }, false],
    [{}, false],
  ])('%o → %s', (profile, allowed) => {
    expect(canUploadAuditFile(profile)).toBe(allowed);
  });
});
