import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openFileTab } from '../../../platform/fileTab.ts';
import { Button } from '../../../ui/Button.tsx';
import type { ActionQueries } from './actionQueries.ts';
import { ACTIONS_TEXTS as T } from './actionsTexts.ts';
import { softCallCaseHref } from './customerActionLinks.ts';

type Outcome = { text: string; alert: boolean } | null;

export type ActionButtonsProps = {
  calls: ActionQueries;
  /** Goes to an app path (wouter's navigate). */
  navigate: (to: string) => void;
  /** Why the buttons are disabled (lender read-only), or null. */
  disabledReason: string | null;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 'Download CRIF' and 'Update Call Details': one press, one answer said beside the buttons. */
export function ActionButtons({ calls, navigate, disabledReason }: ActionButtonsProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'crif' | 'call' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const downloadCrif = async () => {
    setBusy('crif');
    setOutcome(null);
    try {
      // Asked afresh on every press: a report may have been pulled since.
      const opened = await openFileTab({
        address: async () =>
          (await client.fetchQuery({ ...calls.crifReport, staleTime: 0 })).cibil_report_url,
        // Our own file needs the bearer token: fetched here, shown from a blob URL.
        file: () => client.fetchQuery({ ...calls.crifFile, staleTime: 0 }),
      });
      setOutcome(
        opened === 'none'
          ? { text: T.noReport, alert: true }
          : { text: T.reportOpened, alert: false },
      );
    } catch (error) {
      setOutcome({ text: errorText(error), alert: true });
    } finally {
      setBusy(null);
    }
  };

  const updateCallDetails = async () => {
    setBusy('call');
    setOutcome(null);
    try {
      const cases = await client.fetchQuery({ ...calls.callDetails, staleTime: 0 });
      if (cases.soft_call_id === null) setOutcome({ text: T.noCallCase, alert: true });
      else navigate(softCallCaseHref(cases.soft_call_id));
    } catch (error) {
      setOutcome({ text: errorText(error), alert: true });
    } finally {
      setBusy(null);
    }
  };

  const locked = disabledReason !== null;
  return (
    <section aria-label={T.heading} className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={downloadCrif}
          busy={busy === 'crif'}
          disabled={locked || busy !== null}
          disabledReason={disabledReason}
        >
          {T.downloadCrif}
        </Button>
        <Button
          variant="secondary"
          onClick={updateCallDetails}
          busy={busy === 'call'}
          disabled={locked || busy !== null}
          disabledReason={disabledReason}
        >
          {T.updateCallDetails}
        </Button>
      </div>
      {outcome ? (
        <p role={outcome.alert ? 'alert' : 'status'} className="text-sm text-slate-700">
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
