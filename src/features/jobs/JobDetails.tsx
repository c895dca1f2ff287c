import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import type { JobRow } from './jobCalls.ts';
import { isLive, type JobQueryHooks, jobQuery, LIVE_EVERY_MS } from './jobQueries.ts';
import { JOBS_TEXTS as T } from './jobsTexts.ts';
import { outcomeText, paramsText, statusText, typeText } from './jobWords.ts';

const F = T.facts;

function facts(job: JobRow): [string, string][] {
  const when = (at: string | null) => (at ? formatDateTime(at) : '');
  const rows: [string, string][] = [
    [F.type, typeText(job)],
    [F.status, statusText(job)],
    [F.params, paramsText(job)],
    [F.createdBy, job.created_by],
    [F.createdAt, when(job.created_at)],
    [F.startedAt, when(job.started_at)],
    [F.finishedAt, when(job.finished_at)],
  ];
  if (job.status === 'DONE') rows.push([F.result, outcomeText(job)]);
  if (job.status === 'FAILED') rows.push([F.error, outcomeText(job)]);
  return rows;
}

/** A job's progress as a labelled bar the reader can read out. */
function Progress({ job }: { job: JobRow }) {
  return (
    <div className="flex flex-col gap-1">
      <span id={`job-${job.id}-progress`} className="text-sm font-medium text-slate-600">
        {F.progress}
      </span>
      <progress
        aria-labelledby={`job-${job.id}-progress`}
        className="h-2 w-full"
        max={100}
        value={job.progress}
      >
        {T.progress(job.progress)}
      </progress>
    </div>
  );
}

export type JobDetailsProps = {
  queries: JobQueryHooks;
  /** The job opened from the list (shown at once, then kept current). */
  job: JobRow | null;
  onClose: () => void;
};

/** jobs/job-details: one job in a dialog, asked about again while it is queued or running. */
export function JobDetails({ queries, job, onClose }: JobDetailsProps) {
  const id = job?.id ?? 0;
  const details = useQuery({
    ...jobQuery(queries, id),
    enabled: job !== null,
    initialData: job ?? undefined,
    // The list's row may be seconds old: ask at once, then while the job is on its way.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) =>
      query.state.data && isLive(query.state.data) ? LIVE_EVERY_MS : false,
  });
  return (
    <Dialog open={job !== null} title={T.detailsTitle(id)} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <QueryPanel
          query={details}
          errorText={T.failedJob}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loadingJob} lines={4} />}
        >
          {(current) => (
            <div className="flex flex-col gap-4">
              <Progress job={current} />
              <FactList rows={facts(current)} />
            </div>
          )}
        </QueryPanel>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {T.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
