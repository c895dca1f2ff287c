import { useQuery } from '@tanstack/react-query';
import type { CrifPullActors } from '../../../machines/crifPull/index.ts';
import { canPullCrif, canUseCustomerActions } from '../../domain/access/customerPage.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { BureauRecord } from './BureauRecord.tsx';
import { bureauQueries } from './bureauQueries.ts';
import { BUREAU_TEXTS as T } from './bureauTexts.ts';
import type { BureauPanelProps } from './bureauTypes.ts';
import { CrifPullSection } from './CrifPullSection.tsx';

export type { BureauPanelProps } from './bureauTypes.ts';

/**
 * The Bureau panel (customer #cibil; spec part 1 §2, §3, §7): 'CRIF PULL' on the current version,
 * then the record of the version on screen: summary, report, accounts and enquiries.
 */
export function BureauPanel(props: BureauPanelProps & { pullCrif?: CrifPullActors['pullCrif'] }) {
  const calls = bureauQueries(props.queries, props.username, props.historyDate);
  const bureau = useQuery(calls.bureau);
  const current = props.historyDate === null;
  return (
    <div className="flex flex-col gap-4">
      {current ? (
        <CrifPullSection
          queries={props.queries}
          username={props.username}
          bureauKey={calls.bureau.queryKey}
          pullCrif={props.pullCrif}
          disabledReason={canPullCrif(props.flags) ? null : T.noPullRight}
        />
      ) : (
        <p role="note" className="text-sm text-slate-600">
          {T.oldVersion}
        </p>
      )}
      <QueryPanel
        query={bureau}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingBureau} lines={4} />}
      >
        {(data) =>
          data.cibil_data === null ? (
            <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
              {current ? T.noRecord : T.noRecordThen}
            </p>
          ) : (
            <BureauRecord
              cibil={data.cibil_data}
              accounts={data.bureau_data?.accounts ?? []}
              enquiries={data.bureau_data?.enquiries ?? []}
              calls={calls}
              reportWithheld={canUseCustomerActions(props.flags) ? null : T.reportWithheld}
            />
          )
        }
      </QueryPanel>
    </div>
  );
}
