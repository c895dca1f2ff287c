import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectLoanshareVideo,
  type LoanshareVideoActors,
  type LoanshareVideoInput,
  loanshareVideoMachine,
} from '../../../../../machines/loanshareVideo/index.ts';
import { documentsMessages } from '../../../../domain/messages/documents.ts';
import { useView } from '../../../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../../ui/QueryPanel.tsx';
import { type MainQueries, userVideosQuery } from '../../../documents/index.ts';
import { STATUS_TEXTS } from '../statusTexts.ts';
import { VideoPicker } from './VideoPicker.tsx';

export type ShareVideoProps = LoanshareVideoInput & {
  name: string;
  canAssign: boolean;
  queries: MainQueries;
  assignLoanshareVideo: LoanshareVideoActors['assignLoanshareVideo'];
};

/** A co-borrower's videos (their documents that are videos) and the share's video. */
export function ShareVideo({
  name,
  canAssign,
  queries,
  assignLoanshareVideo,
  ...input
}: ShareVideoProps) {
  const videos = useQuery(userVideosQuery(queries, input.username));
  const [logic] = useState(() =>
    loanshareVideoMachine.provide({ actors: { assignLoanshareVideo } }),
  );
  const actor = useActorRef(logic, { input });
  const view = useView(actor, (snapshot) => connectLoanshareVideo(snapshot, actor.send))!;
  return (
    <QueryPanel
      query={videos}
      errorText={documentsMessages.fetchDocFailed}
      skeleton={<ListSkeleton label={STATUS_TEXTS.video} lines={1} />}
    >
      {(list) => (
        <VideoPicker
          view={view}
          name={name}
          videos={list}
          canAssign={canAssign}
          queries={queries}
        />
      )}
    </QueryPanel>
  );
}
