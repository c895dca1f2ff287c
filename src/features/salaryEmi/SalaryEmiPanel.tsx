import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type EntryEditorActors,
  emiRow,
  type FipMoveActors,
  salaryRow,
} from '../../../machines/salaryEmi/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { businessDay } from '../../domain/format.ts';
import type { PanelQuery } from '../../ui/QueryPanel.tsx';
import { EntrySection } from './EntrySection.tsx';
import { FipSection } from './FipSection.tsx';
import { FoirDetails } from './FoirDetails.tsx';
import { createEntryActors, createMoveActors } from './salaryEmiCalls.ts';
import { type MainQueries, salaryEmiQueries } from './salaryEmiQueries.ts';
import { SALARY_EMI_TEXTS as X } from './salaryEmiTexts.ts';

export type SalaryEmiPanelProps = {
  queries: MainQueries;
  /** The customer page's customer. */
  username: string;
  /** Several co-borrowers (a loan page): one section each; defaults to `username` alone. */
  usernames?: readonly string[];
  /** The version picked (null: current); FOIR's loans follow it. */
  historyDate: string | null;
  flags: RoleFlags;
  me: string;
  /** India's today (a new EMI's date); tests fix it. */
  today?: string;
  /** The saves; by default over the v1 client of `queries`, tests give fakes. */
  actors?: { entry: EntryEditorActors; move: FipMoveActors };
};

/**
 * The Salary & EMI tab (part 1 §2 'FOIR/salary page'): per co-borrower, FOIR Details per loan,
 * Salary Details, EMI Details and FIP Details, with moves from FIP into either list.
 */
export function SalaryEmiPanel(props: SalaryEmiPanelProps) {
  const people = props.usernames?.length ? props.usernames : [props.username];
  const today = props.today ?? businessDay();
  return (
    <div className="flex flex-col gap-6">
      {props.historyDate ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {X.oldVersion}
        </p>
      ) : null}
      {people.map((username) => (
        <CoborrowerSalaryEmi
          key={username}
          {...props}
          username={username}
          today={today}
          titled={people.length > 1}
        />
      ))}
    </div>
  );
}

function CoborrowerSalaryEmi(props: SalaryEmiPanelProps & { today: string; titled: boolean }) {
  const { queries, username, flags, today, historyDate } = props;
  const reads = useMemo(() => salaryEmiQueries(queries, username), [queries, username]);
  const given = props.actors;
  const entryActors = useMemo(() => given?.entry ?? createEntryActors(queries), [given, queries]);
  const moveActors = useMemo(() => given?.move ?? createMoveActors(queries), [given, queries]);
  // FOIR reads both lists, so every change makes it stale; a move adds to either list.
  const foirKey = useMemo(() => reads.foir(0).queryKey.slice(0, 2), [reads]);
  const stale = useMemo(
    () => ({
      salary: [reads.salary.queryKey, foirKey],
      emi: [reads.emi.queryKey, foirKey],
      both: [reads.salary.queryKey, reads.emi.queryKey, foirKey],
    }),
    [reads, foirKey],
  );
  const salary = useQuery(reads.salary);
  const emi = useQuery(reads.emi);
  const salaryRows = useRows(salary, salaryRow);
  const emiRows = useRows(emi, emiRow);
  return (
    <section aria-label={X.region(username)} className="flex flex-col gap-4">
      {props.titled ? <h2 className="font-semibold text-slate-900">{username}</h2> : null}
      <FoirDetails reads={reads} historyDate={historyDate} />
      <EntrySection
        kind="salary"
        salaryRows={salaryRows}
        emiRows={emiRows}
        username={username}
        flags={flags}
        today={today}
        actors={entryActors}
        staleAfterChange={stale.salary}
      />
      <EntrySection
        kind="emi"
        salaryRows={salaryRows}
        emiRows={emiRows}
        username={username}
        flags={flags}
        today={today}
        actors={entryActors}
        staleAfterChange={stale.emi}
      />
      <FipSection
        reads={reads}
        username={username}
        flags={flags}
        actors={moveActors}
        staleAfterMove={stale.both}
      />
    </section>
  );
}

/** A list read as the editor's rows, made again only when the answer changes. */
function useRows<E, R>(
  query: PanelQuery<{ results: E[] }>,
  toRow: (entry: E) => R,
): PanelQuery<R[]> {
  const { status, data, error, refetch } = query;
  const rows = useMemo(() => data?.results.map(toRow), [data, toRow]);
  return useMemo(() => ({ status, data: rows, error, refetch }), [status, rows, error, refetch]);
}
