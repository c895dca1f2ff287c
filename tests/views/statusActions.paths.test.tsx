// @vitest-environment jsdom
// The loan page's Status & Actions tab: the loan-share checks and the video assignment replayed
// along their machines' generated paths through the real tab, and what each role is given.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { LoanDecisionActors } from '../../machines/loanDecision/index.ts';
import {
  CHECK_TYPES,
  LOANSHARE_CHECKS_TEXTS as CT,
  checkLabel,
  type LoanshareChecksActors,
} from '../../machines/loanshareChecks/index.ts';
import { loanshareChecksPaths } from '../../machines/loanshareChecks/loanshareChecks.paths.ts';
import { loanshareChecksShows } from '../../machines/loanshareChecks/loanshareChecks.shows.ts';
import {
  type LoanshareVideoActors,
  LOANSHARE_VIDEO_TEXTS as VT,
} from '../../machines/loanshareVideo/index.ts';
import { loanshareVideoPaths } from '../../machines/loanshareVideo/loanshareVideo.paths.ts';
import { loanshareVideoShows } from '../../machines/loanshareVideo/loanshareVideo.shows.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import {
  StatusActionsView,
  type StatusRights,
} from '../../src/features/loanPage/status/StatusActionsView.tsx';
import { STATUS_TEXTS as T } from '../../src/features/loanPage/status/statusTexts.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import {
  BORROWER,
  type StatusServerOptions,
  statusAnswer,
  statusLoan,
} from '../support/fixtures/statusActions.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Actors = LoanshareChecksActors & LoanshareVideoActors & LoanDecisionActors;
type Fakes = DeferredActors<Actors> & { server: ReturnType<typeof fakeCustomerServer> };

const WRITER: StatusRights = { setChecks: true, assignVideo: true, agreements: false };
const UNDERWRITER = roleFlagsOf('is_credit_underwriter');

function serverFor(options: StatusServerOptions = {}) {
  const created = { folder: false };
  return fakeCustomerServer(
    (request) =>
      statusAnswer(request, options, created) ?? {
        status: 404,
        body: { error: `no answer for ${request.read}` },
      },
  );
}

function tab(
  fakes: Fakes,
  rights: StatusRights = WRITER,
  flags = UNDERWRITER,
  onLoanChanged = () => {},
) {
  return (
    <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
      <StatusActionsView
        loan={statusLoan()}
        flags={flags}
        rights={rights}
        queries={fakes.server.queries}
        actors={fakes.actors}
        onLoanChanged={onLoanChanged}
      />
    </QueryClientProvider>
  );
}

const fakesOf = (options?: StatusServerOptions): Fakes => ({
  ...deferredActors<Actors>(['setLoanshareCheck', 'assignLoanshareVideo', 'decideLoan']),
  server: serverFor(options),
});

const borrowerCard = () =>
  screen.getByRole('region', { name: T.borrower(BORROWER.name, BORROWER.username) });
const box = (type: (typeof CHECK_TYPES)[number]) =>
  within(borrowerCard()).getByRole('checkbox', {
    name: CT.boxLabel(checkLabel(type), BORROWER.name),
  });

function checksDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => fakesOf(),
    render: (fakes) => tab(fakes),
    gestures: {
      'check.toggle': (event, { user }) => user.click(box(event.checkType)),
      'check.dismiss': (_e, { user }) =>
        user.click(within(borrowerCard()).getByRole('button', { name: CT.dismiss })),
    },
    expectState: (state: AnyMachineSnapshot, { fakes }) => {
      expectScreenShows(loanshareChecksShows as never, state, screen, borrowerCard());
      const canToggle = !state.hasTag('busy');
      for (const type of CHECK_TYPES) {
        expect((box(type) as HTMLInputElement).checked).toBe(state.context.checks[type] === true);
        expect(box(type)).toHaveProperty('disabled', !canToggle);
      }
      if (state.hasTag('busy')) {
        expect(fakes.latest('setLoanshareCheck').input).toEqual({
          username: BORROWER.username,
          check_type: state.context.pending.checkType,
          loan_id: statusLoan().id,
          checked: state.context.pending.checked,
        });
      }
    },
  };
}

function videoDriver(): ViewDriver<Fakes> {
  const picker = () =>
    within(borrowerCard()).getByRole('combobox', { name: VT.pickLabel(BORROWER.name) });
  return {
    fakes: () => fakesOf(),
    render: (fakes) => tab(fakes),
    prepare: async () => {
      await within(borrowerCard()).findByRole('combobox', { name: VT.pickLabel(BORROWER.name) });
    },
    gestures: {
      'video.pick': (event, { user }) =>
        user.selectOptions(picker(), event.docId === null ? '' : String(event.docId)),
      'video.assign': (_e, { user }) =>
        user.click(within(borrowerCard()).getByRole('button', { name: VT.assign })),
    },
    expectState: (state: AnyMachineSnapshot) => {
      expectScreenShows(loanshareVideoShows as never, state, screen, borrowerCard());
      expect(picker()).toHaveValue(
        state.context.picked === null ? '' : String(state.context.picked),
      );
      expect(within(borrowerCard()).getByText(/^Assigned video: /)).toHaveTextContent(
        String(state.context.assigned === 731 ? 'consent_video.mp4' : 'home_visit.webm'),
      );
    },
  };
}

describe('Status & Actions: loan-share checks along their paths', () => {
  it.each(viewCases(loanshareChecksPaths))('$title', async ({ path }) => {
    await replayThroughView(path, checksDriver());
  });
});

describe('Status & Actions: assigning a video along its paths', () => {
  it.each(viewCases(loanshareVideoPaths))('$title', async ({ path }) => {
    await replayThroughView(path, videoDriver());
  });
});

describe('Status & Actions for each role', () => {
  it('shows a reader marks only, no Assign and no agreements', async () => {
    const fakes = fakesOf();
    render(
      tab(
        fakes,
        { setChecks: false, assignVideo: false, agreements: false },
        roleFlagsOf('is_lender'),
      ),
    );
    const card = borrowerCard();
    expect(within(card).queryAllByRole('checkbox')).toEqual([]);
    expect(within(card).getByText(CT.readOnly)).toBeVisible();
    expect(within(card).getByText(checkLabel('kyc_verified')).nextElementSibling).toHaveTextContent(
      CT.yes,
    );
    await within(card).findByText(/^Assigned video: consent_video.mp4/);
    expect(within(card).queryByRole('button', { name: VT.assign })).toBeNull();
    expect(screen.queryByText(T.agreementsOf(BORROWER.name))).toBeNull();
    expect(fakes.server.requests.filter((r) => r.read.includes('employment_agreement'))).toEqual(
      [],
    );
    expect(screen.getByText(T.noDecisions)).toBeVisible();
  });

  it('says when a writer has no videos to choose from', async () => {
    render(tab(fakesOf({ videos: false })));
    expect(await within(borrowerCard()).findByText(VT.noVideos)).toBeVisible();
  });

  it('creates a missing agreement folder (GET 400, then POST) and lists its documents for an admin', async () => {
    const fakes = fakesOf({ agreements: null });
    render(tab(fakes, { ...WRITER, agreements: true }, roleFlagsOf('is_admin')));
    const folder = await within(borrowerCard()).findByRole('region', {
      name: T.agreementsOf(BORROWER.name),
    });
    expect(within(folder).getByRole('button', { name: 'Upload' })).toBeEnabled();
    const calls = fakes.server.requests
      .filter((r) => r.read === `user/dashboard/user-doc/${BORROWER.username}/employment_agreement`)
      .map((r) => r.method);
    expect(calls).toEqual(['GET', 'POST']);
    expect(within(borrowerCard()).getByText('No documents available')).toBeVisible();
  });

  it('offers the decisions of the status and reads the loan again after one', async () => {
    const fakes = fakesOf();
    const changed = vi.fn();
    render(tab(fakes, WRITER, roleFlagsOf('is_admin'), changed));
    const user = userEvent.setup();
    const decisions = screen.getByRole('region', { name: T.decisions });
    await user.click(within(decisions).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(fakes.latest('decideLoan').input.loan_id).toBe(statusLoan().id);
    fakes
      .latest('decideLoan')
      .resolve({ ...fakes.latest('decideLoan').input, status: 'ready_for_disbursal' } as never);
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  });
});
