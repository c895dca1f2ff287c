import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import {
  connectRegisterComplaint,
  type RegisterComplaintActors,
  registerComplaintMachine,
} from '../../../machines/registerComplaint/index.ts';
import type { ComplaintStatus } from '../../domain/access/complaints.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { ComplaintsTable } from './ComplaintsTable.tsx';
import type { ComplaintRow, MoveComplaint } from './complaintCalls.ts';
import {
  ALL_COMPLAINTS_KEY,
  type ComplaintQueryHooks,
  complaintsQuery,
} from './complaintQueries.ts';
import { COMPLAINTS_TEXTS as T } from './complaintsTexts.ts';
import { RegisterComplaint } from './RegisterComplaint.tsx';
import { StatusFilter } from './StatusFilter.tsx';

export type ComplaintsScreenProps = {
  queries: ComplaintQueryHooks;
  /** The register (registerComplaintActors over the plain main client, or a fake). */
  actors: RegisterComplaintActors;
  move: MoveComplaint;
  /** The roles that work complaints register and move them; others only read. */
  canManage: boolean;
};

const PAGE_SIZE = 20;

/** /lender/admin/complaints: complaints by status, newest first; register and move them along. */
export function ComplaintsScreen({ queries, actors, move, canManage }: ComplaintsScreenProps) {
  const client = useQueryClient();
  const headingId = useId();
  const [status, setStatus] = useState<ComplaintStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...complaintsQuery(queries, status, page),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ALL_COMPLAINTS_KEY });
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  const [logic] = useState(() =>
    registerComplaintMachine.provide({
      actors,
      actions: {
        // The new complaint is OPEN and newest: show it at the top of All.
        complaintRegistered: () => {
          setStatus(null);
          setPage(1);
          void refreshRef.current();
        },
      },
    }),
  );
  const actor = useActorRef(logic);
  const register = useView(actor, (snapshot) => connectRegisterComplaint(snapshot, actor.send))!;

  const moving = useMutation({
    mutationFn: ({ row, to }: { row: ComplaintRow; to: ComplaintStatus }) => move(row.id, to),
    onSettled: () => refresh(),
  });
  const movedText = moving.isSuccess
    ? T.moved(moving.data.id, T.statuses[moving.data.status])
    : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-xl font-semibold text-slate-900">
          {T.heading}
        </h1>
        {canManage ? <RegisterComplaint view={register} /> : null}
      </div>
      {moving.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {moving.error instanceof Error ? moving.error.message : String(moving.error)}
        </p>
      ) : null}
      {movedText ? (
        <p role="status" className="text-sm text-green-700">
          {movedText}
        </p>
      ) : null}
      <StatusFilter
        status={status}
        counts={list.data?.by_status ?? null}
        onChange={(next) => {
          setStatus(next);
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
              {T.noComplaints}
            </p>
          ) : (
            <ComplaintsTable
              results={answer.results}
              page={answer.page}
              pages={Math.max(1, Math.ceil(answer.count / PAGE_SIZE))}
              count={answer.count}
              busy={list.isPlaceholderData}
              moving={moving.isPending ? (moving.variables?.row.id ?? null) : null}
              onMove={canManage ? (row, to) => moving.mutate({ row, to }) : null}
              onPage={setPage}
            />
          )
        }
      </QueryPanel>
    </section>
  );
}
