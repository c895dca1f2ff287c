import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import {
  type CreateJobActors,
  connectCreateJob,
  createJobMachine,
} from '../../../machines/createJob/index.ts';
import type { JobStatus } from '../../domain/access/jobs.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { CreateJob } from './CreateJob.tsx';
import { JobDetails } from './JobDetails.tsx';
import { JobStatusFilter } from './JobStatusFilter.tsx';
import { JobsTable } from './JobsTable.tsx';
import type { JobRow } from './jobCalls.ts';
import {
  ALL_JOBS_KEY,
  isLive,
  type JobQueryHooks,
  jobsQuery,
  LIVE_EVERY_MS,
} from './jobQueries.ts';
import { JOBS_TEXTS as T } from './jobsTexts.ts';

export type JobsScreenProps = {
  queries: JobQueryHooks;
  /** The create (createJobActors over the plain main client, or a fake). */
  actors: CreateJobActors;
};

const PAGE_SIZE = 20;

/** /lender/admin/jobs: background jobs, newest first, live while they run; create and watch one. */
export function JobsScreen({ queries, actors }: JobsScreenProps) {
  const client = useQueryClient();
  const headingId = useId();
  const [status, setStatus] = useState<JobStatus | null>(null);
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<JobRow | null>(null);
  const list = useQuery({
    ...jobsQuery(queries, { status, mine, page }),
    placeholderData: keepPreviousData,
    // While a job on this page is on its way, the page follows it.
    refetchInterval: (query) => (query.state.data?.results.some(isLive) ? LIVE_EVERY_MS : false),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ALL_JOBS_KEY });
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  const [logic] = useState(() =>
    createJobMachine.provide({
      actors,
      actions: {
        // The new job is QUEUED and newest: show it at the top of All.
        jobCreated: () => {
          setStatus(null);
          setPage(1);
          void refreshRef.current();
        },
      },
    }),
  );
  const actor = useActorRef(logic);
  const create = useView(actor, (snapshot) => connectCreateJob(snapshot, actor.send))!;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-xl font-semibold text-slate-900">
          {T.heading}
        </h1>
        <CreateJob view={create} />
      </div>
      <JobStatusFilter
        status={status}
        mine={mine}
        counts={list.data?.by_status ?? null}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onMine={(next) => {
          setMine(next);
          setPage(1);
        }}
      />
      <QueryPanel
        query={list}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={6} />}
      >
        {(answer) =>
          answer.count === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
              {mine ? T.noMyJobs : T.noJobs}
            </p>
          ) : (
            <JobsTable
              results={answer.results}
              page={answer.page}
              pages={Math.max(1, Math.ceil(answer.count / PAGE_SIZE))}
              count={answer.count}
              busy={list.isPlaceholderData}
              onDetails={setOpened}
              onPage={setPage}
            />
          )
        }
      </QueryPanel>
      <JobDetails queries={queries} job={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
