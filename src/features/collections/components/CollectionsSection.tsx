import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  asExportFile,
  COLLECTION_DOWNLOAD_CONTROLS,
  type CollectionDownloadActors,
  type CollectionRow,
  type Collections,
  collectionDownloadMachine,
  connectCollectionDownload,
} from '../../../../machines/collectionDownload/index.ts';
import { formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { ShareBar } from '../../../ui/charts/ShareBar.tsx';
import { DownloadControl } from '../../../ui/DownloadControl.tsx';
import { useView } from '../../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import { exportCollectionsActor } from '../collectionCalls.ts';
import { type CollectionQueryHooks, collectionQueries } from '../collectionQueries.ts';
import { COLLECTIONS_TEXTS as T } from '../collectionsTexts.ts';
import { SummaryFigures } from './SummaryFigures.tsx';

const COLUMNS: readonly Column<CollectionRow>[] = [
  { label: T.collectionColumns[0], cell: (r) => r.loan_id },
  { label: T.collectionColumns[1], cell: (r) => r.borrower_name },
  { label: T.collectionColumns[2], cell: (r) => r.borrower_number },
  { label: T.collectionColumns[3], cell: (r) => formatRupees(r.interval_paid), numeric: true },
  { label: T.collectionColumns[4], cell: (r) => formatRupees(r.current_pending), numeric: true },
  { label: T.collectionColumns[5], cell: (r) => r.dpd, numeric: true },
  { label: T.collectionColumns[6], cell: (r) => statusLabel(r.loanshare_status) },
];

/** The month's rows, summary and chart (the data of the Collections section). */
export function CollectionsData({ answer }: { answer: Collections }) {
  const { summary } = answer;
  return (
    <div className="flex flex-col gap-3">
      <SummaryFigures summary={summary} />
      <ShareBar
        title={T.collectedChart}
        total={summary.amount_to_collect}
        parts={[
          { label: T.summary.collected, tone: 'bg-green-600', value: summary.collected_amount },
          { label: T.summary.pending, tone: 'bg-amber-500', value: summary.pending_amount },
        ]}
        format={formatRupees}
      />
      {answer.total_rows > answer.results.length ? (
        <p className="text-sm text-slate-600">
          {T.rowsShown(answer.results.length, answer.total_rows)}
        </p>
      ) : null}
      {answer.results.length ? (
        <DataTable
          caption={T.collections}
          columns={COLUMNS}
          rows={answer.results}
          rowKey={(r, i) => `${r.loan_id}-${r.borrower_number}-${i}`}
        />
      ) : null}
    </div>
  );
}

export type CollectionsSectionProps = {
  queries: CollectionQueryHooks;
  usernames: readonly string[];
  month: string;
  /** Given by tests and stories; the app fetches every row and saves the file. */
  exportCollections?: CollectionDownloadActors['exportCollections'];
};

/** Collections of a month, and 'Download Excel' of its rows. */
export function CollectionsSection({
  queries,
  usernames,
  month,
  exportCollections,
}: CollectionsSectionProps) {
  const client = useQueryClient();
  const answer = useQuery(collectionQueries(queries).collections(usernames, month));
  const [logic] = useState(() =>
    collectionDownloadMachine.provide({
      actors: {
        exportFile: asExportFile(exportCollections ?? exportCollectionsActor(client, queries)),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { usernames } });
  const download = useView(actor, connectCollectionDownload)!;
  return (
    <section aria-labelledby="collections-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="collections-heading" className="text-base font-semibold text-slate-900">
          {T.collections}
        </h3>
        <DownloadControl
          model={download}
          labels={COLLECTION_DOWNLOAD_CONTROLS}
          onStart={() => actor.send({ type: 'download.start', month })}
          onCancel={() => actor.send({ type: 'download.cancel' })}
          onDismiss={() => actor.send({ type: 'download.dismiss' })}
        />
      </div>
      <QueryPanel
        query={answer}
        errorText={T.collectionsFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading(T.collections)} lines={4} />}
      >
        {(data) => <CollectionsData answer={data} />}
      </QueryPanel>
    </section>
  );
}
