import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectEmployerDirectory,
  employerDirectoryMachine,
} from '../../../machines/employerDirectory/index.ts';
import { messages } from '../../domain/messages.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { EmployerAddresses } from './components/EmployerAddresses.tsx';
import { EmployerDirectoryView } from './components/EmployerDirectoryView.tsx';
import { createEmployerPickActors, type MainQueries } from './employerCalls.ts';
import { EMPLOYERS_TEXTS as T } from './employersTexts.ts';

/** /lender/admin/employers: search employers, see an employer's addresses (part 1 §2). */
export function EmployersScreen({ queries }: { queries: MainQueries }) {
  const [logic] = useState(() =>
    employerDirectoryMachine.provide({
      actors: { searchEmployers: createEmployerPickActors(queries).searchEmployers },
    }),
  );
  const actor = useActorRef(logic);
  const view = useView(actor, (snapshot) => connectEmployerDirectory(snapshot, actor.send))!;
  const [picked, setPicked] = useState<number | null>(null);
  const shown = view.employers?.some((e) => e.id === picked) ? picked : null;
  return (
    <EmployerDirectoryView
      view={view}
      picked={shown}
      onPick={setPicked}
      addresses={
        shown === null ? (
          <p className="text-sm text-slate-500">{T.pickEmployer}</p>
        ) : (
          <Addresses queries={queries} employerId={shown} />
        )
      }
    />
  );
}

function Addresses({ queries, employerId }: { queries: MainQueries; employerId: number }) {
  const query = useQuery(
    queries.queryOptions('get', '/employer-addresses/{employer_id}', {
      params: { path: { employer_id: employerId }, query: { verified: false } },
    }),
  );
  return (
    <QueryPanel
      query={query}
      errorText={messages.common.somethingWentWrong}
      skeleton={<div className="h-24 animate-pulse rounded-md bg-slate-100" />}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => <EmployerAddresses addresses={data} />}
    </QueryPanel>
  );
}
