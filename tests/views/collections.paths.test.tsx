// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  collectionDownloadPaths,
  COLLECTION_DOWNLOAD_SAMPLE as S,
} from '../../machines/collectionDownload/collectionDownload.paths.ts';
import { collectionDownloadShows } from '../../machines/collectionDownload/collectionDownload.shows.ts';
import {
  COLLECTION_DOWNLOAD_CONTROLS as C,
  type CollectionDownloadActors,
  connectCollectionDownload,
} from '../../machines/collectionDownload/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  CollectionView,
  CreatedLoansPanel,
  COLLECTIONS_TEXTS as T,
} from '../../src/features/collections/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type Answer,
  type CustomerRequest,
  fail,
  fakeCustomerServer,
  sampleAnswer,
} from '../support/fakeCustomerServer.ts';
import {
  SAMPLE_MONTH,
  SAMPLE_TODAY,
  sampleCollectionRows,
} from '../support/fixtures/collections.ts';
import { SAMPLE_USERNAME } from '../support/fixtures/customer.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<CollectionDownloadActors>;

function renderView(
  answer: (request: CustomerRequest) => Answer | Promise<Answer> = sampleAnswer,
  exportCollections?: CollectionDownloadActors['exportCollections'],
) {
  const server = fakeCustomerServer(answer);
  const view = (
    <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
      <CollectionView
        queries={server.queries}
        usernames={[SAMPLE_USERNAME]}
        historyDate={null}
        thisMonth={SAMPLE_MONTH}
        exportCollections={exportCollections}
      />
    </QueryClientProvider>
  );
  return { server, view };
}

function expectDownloadState(state: AnyMachineSnapshot, { fakes }: { fakes: Fakes }) {
  expectScreenShows(collectionDownloadShows as never, state, screen);
  const model = connectCollectionDownload(state as never);
  const bar = screen.queryByRole('progressbar', { name: C.downloadProgress });
  expect(bar !== null).toBe(model.busy);
  if (bar) expect(bar).toHaveAttribute('value', String(model.percent));
  if (model.busy) {
    // The export is asked for the usernames and the month on screen, under the spec's file name.
    expect(fakes.latest('exportCollections').input).toMatchObject({
      usernames: S.usernames,
      month: SAMPLE_MONTH,
      fileName: S.fileName,
    });
  }
}

function downloadDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<CollectionDownloadActors>(['exportCollections']),
    // The machine invokes every download's export as 'exportFile'.
    actorOf: { exportFile: 'exportCollections' },
    render: (fakes) => renderView(sampleAnswer, fakes.actors.exportCollections).view,
    gestures: {
      'download.start': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: C.download })),
      'download.cancel': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: C.cancel })),
      'download.dismiss': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: C.close })),
      'export.progress': async (e, { fakes }) => {
        await act(async () =>
          fakes
            .latest('exportCollections')
            .input.onProgress({ phase: e.phase, done: e.done, total: e.total }),
        );
      },
    },
    expectState: expectDownloadState,
  };
}

describe('Download Excel through the collection view', () => {
  it.each(viewCases(collectionDownloadPaths))('$title', async ({ path }) => {
    await replayThroughView(path, downloadDriver());
  });
});

describe('collection view', () => {
  it('shows cohorts with PAR as % of POS, the three efficiency months, and the rows', async () => {
    render(renderView().view);
    const cohorts = await screen.findByRole('table', { name: T.cohortAnalysis });
    // The first sample cohort has no POS: its PAR is not a number.
    const firstRow = within(cohorts).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 2026', '₹3,00,000', '₹0', '-', '-', '-']);
    const last = within(cohorts).getAllByRole('row').at(-1)!;
    // POS 2,00,000, past due 50%, 35%, 15%.
    expect(
      within(last)
        .getAllByRole('cell')
        .slice(3)
        .map((c) => c.textContent),
    ).toEqual(['50.00%', '35.00%', '15.00%']);
    const efficiency = await screen.findByRole('table', { name: T.efficiency });
    expect(
      within(efficiency)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Nov 2026', 'Oct 2026', 'Sep 2026']);
    const rows = await screen.findByRole('table', { name: T.collections });
    expect(within(rows).getAllByRole('row')).toHaveLength(sampleCollectionRows.length + 1);
    // Collected ₹5,112 of ₹10,224 to collect (the written-off share left out).
    const percent = screen.getByText(T.summary.percent, { selector: 'dt' }).nextElementSibling;
    expect(percent).toHaveTextContent('50.00%');
  });

  it('steps the efficiency month back and forth, never past this month', async () => {
    const user = userEvent.setup();
    const { server, view } = renderView();
    render(view);
    const month = await screen.findByRole('status', { name: T.month });
    expect(month).toHaveTextContent('Nov 2026');
    const next = screen.getByRole('button', { name: T.nextMonth });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: T.previousMonth }));
    expect(month).toHaveTextContent('Oct 2026');
    await waitFor(() =>
      expect(server.of('non-starters').map((r) => r.query.get('date_month'))).toContain('2026-08'),
    );
    const efficiency = await screen.findByRole('table', { name: T.efficiency });
    await waitFor(() =>
      expect(within(efficiency).getAllByRole('row')[1]!.firstChild?.textContent).toBe('Oct 2026'),
    );
    expect(next).toBeEnabled();
    await user.click(next);
    expect(month).toHaveTextContent('Nov 2026');
  });

  it("says each read's spec failure text", async () => {
    render(
      renderView((r) => (r.read === 'access' ? sampleAnswer(r) : fail(502, 'Bad Gateway'))).view,
    );
    for (const text of [
      messages.customer.cohortFetchFailed,
      messages.customer.nonStarterFetchFailed,
      messages.customer.collectionsFetchFailed,
    ]) {
      expect(await screen.findByText(text)).toBeVisible();
    }
  });
});

describe('Created Loans', () => {
  function renderCreated(answer = sampleAnswer) {
    const server = fakeCustomerServer(answer);
    render(
      <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>
        <CreatedLoansPanel
          queries={server.queries}
          username={SAMPLE_USERNAME}
          historyDate={null}
          flags={{} as never}
          me="9000000001"
          today={SAMPLE_TODAY}
        />
      </QueryClientProvider>,
    );
    return server;
  }

  it('asks for the last twelve months and shows the number and total of the loans', async () => {
    const server = renderCreated();
    const count = await screen.findByText(T.disbursedFigures.loans, { selector: 'dt' });
    expect(count.nextElementSibling).toHaveTextContent('3');
    expect(
      screen.getByText(T.disbursedFigures.amount, { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('₹4,06,000');
    const asked = server.of('disbursed-stats')[0]!.query;
    expect([asked.get('start_date'), asked.get('end_date')]).toEqual(['2025-12-01', SAMPLE_TODAY]);
    expect(server.of('collections')[0]!.query.get('date_month')).toBe(SAMPLE_MONTH);
  });

  it('says the spec words when the disbursed read fails', async () => {
    renderCreated((r) => (r.read === 'disbursed-stats' ? fail(500, 'boom') : sampleAnswer(r)));
    expect(await screen.findByText(messages.customer.disbursedDataFetchFailed)).toBeVisible();
  });
});
