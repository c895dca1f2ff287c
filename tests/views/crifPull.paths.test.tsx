// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  crifPullPaths,
  CRIF_PULL_SAMPLE as SAMPLE,
} from '../../machines/crifPull/crifPull.paths.ts';
import { crifPullShows } from '../../machines/crifPull/crifPull.shows.ts';
import {
  type CrifPullActors,
  connectCrifPull,
  CRIF_PULL_TEXTS as T,
} from '../../machines/crifPull/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { formatDateTime } from '../../src/domain/format.ts';
import { BureauPanel } from '../../src/features/bureau/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer, ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { sampleBureau } from '../support/fixtures/bureau.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<CrifPullActors> & { server: ReturnType<typeof fakeCustomerServer> };

const UNDERWRITER = roleFlagsOf('is_credit_underwriter');
const pullDate = () => screen.getByRole('row', { name: /^CRIF Pull Date/ });

/** A fake server whose bureau record, once read again (after a pull), carries the pull's date. */
const pullingServer = () => {
  const server = fakeCustomerServer((request) =>
    request.read === 'bureau'
      ? ok(sampleBureau(server.of('bureau').length > 1 ? SAMPLE.pulled.crif_pull_date : undefined))
      : sampleAnswer(request),
  );
  return server;
};

async function expectCrifPullState(
  state: AnyMachineSnapshot,
  { fakes, path, step }: ReplayContext<Fakes>,
) {
  expectScreenShows(crifPullShows as never, state, screen);
  const view = connectCrifPull(state as never);
  const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
  expect(alerts).toEqual(view.error ? [view.error] : []);
  if (view.busy) {
    expect(fakes.latest('pullCrif').input).toEqual({
      username: SAMPLE.username,
      attempt: state.context.attempt,
    });
  }
  // Each successful pull reloads the record once, and the summary shows the pull's date.
  const pulls = path.steps
    .slice(0, step + 1)
    .filter((s) => s.event.type === 'xstate.done.actor.pullCrif').length;
  await waitFor(() => expect(fakes.server.of('bureau')).toHaveLength(1 + pulls));
  if (pulls > 0) {
    await waitFor(() =>
      expect(pullDate()).toHaveTextContent(formatDateTime(SAMPLE.pulled.crif_pull_date)),
    );
  }
}

function crifPullDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => {
      const actors = deferredActors<CrifPullActors>(['pullCrif']);
      const server = pullingServer();
      return { ...actors, server };
    },
    render: (fakes) => (
      <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
        <BureauPanel
          queries={fakes.server.queries}
          username={SAMPLE.username}
          historyDate={null}
          flags={UNDERWRITER}
          pullCrif={fakes.actors.pullCrif}
        />
      </QueryClientProvider>
    ),
    prepare: async () => {
      await screen.findByRole('row', { name: /^CRIF Pull Date/ });
    },
    gestures: {
      'crif.pull': (_e, { user }) => user.click(screen.getByRole('button', { name: T.pull })),
      'crif.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: expectCrifPullState,
  };
}

describe('CRIF PULL through the Bureau panel', () => {
  it.each(viewCases(crifPullPaths))('$title', async ({ path }) => {
    const driver = crifPullDriver();
    await replayThroughView(path, driver);
  });

  it('pulls through the v1 client with an Idempotency-Key, and a refusal shows the server words', async () => {
    const server = fakeCustomerServer((request) =>
      request.read === 'crif-pull'
        ? { status: 403, body: { detail: SAMPLE.refused } }
        : sampleAnswer(request),
    );
    render(
      <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
        <BureauPanel
          queries={server.queries}
          username={SAMPLE.username}
          historyDate={null}
          flags={UNDERWRITER}
        />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: T.pull }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAMPLE.refused);
    const [pull] = server.of('crif-pull');
    expect(pull!.method).toBe('POST');
    expect(pull!.headers.get('Idempotency-Key')).toMatch(/^crif-pull-/);
    await user.click(screen.getByRole('button', { name: T.retry }));
    await waitFor(() => expect(server.of('crif-pull')).toHaveLength(2));
    expect(server.of('crif-pull')[1]!.headers.get('Idempotency-Key')).toBe(
      pull!.headers.get('Idempotency-Key'),
    );
  });

  it('offers no pull on an old version, and a disabled one to a role that may not pull', async () => {
    const server = fakeCustomerServer();
    const { unmount } = render(
      <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
        <BureauPanel
          queries={server.queries}
          username={SAMPLE.username}
          historyDate="2026-01-05T10:00:00.000Z"
          flags={UNDERWRITER}
        />
      </QueryClientProvider>,
    );
    await screen.findByRole('row', { name: /^CRIF Pull Date/ });
    expect(screen.queryByRole('button', { name: T.pull })).toBeNull();
    expect(server.of('bureau')[0]!.historyDate).toBe('2026-01-05T10:00:00.000Z');
    expect(
      within(screen.getByRole('row', { name: /^CRIF Report/ })).getByText('No Report Available'),
    ).toBeVisible();
    unmount();
    render(
      <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
        <BureauPanel
          queries={server.queries}
          username={SAMPLE.username}
          historyDate={null}
          flags={roleFlagsOf('is_recovery_manager')}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: T.pull })).toBeDisabled();
  });
});
