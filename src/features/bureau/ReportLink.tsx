import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openFileTab } from '../../platform/fileTab.ts';
import { Button } from '../../ui/Button.tsx';
import type { BureauQueries } from './bureauQueries.ts';
import { BUREAU_TEXTS as T } from './bureauTexts.ts';

type Outcome = { text: string; alert: boolean } | null;

/**
 * The report of the record on screen: 'No Report Available' when it has none, else a button that
 * opens it as 'Download CRIF' does (the same operations and the same way of opening the file).
 */
export function ReportLink(props: {
  reportUrl: string | null;
  calls: Pick<BureauQueries, 'crifReport' | 'crifFile'>;
  disabledReason: string | null;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (props.reportUrl === null) return <span>{T.noReport}</span>;
  const open = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const opened = await openFileTab({
        address: async () =>
          (await client.fetchQuery({ ...props.calls.crifReport, staleTime: 0 })).cibil_report_url,
        file: () => client.fetchQuery({ ...props.calls.crifFile, staleTime: 0 }),
      });
      setOutcome(
        opened === 'none'
          ? { text: T.noReport, alert: true }
          : { text: T.reportOpened, alert: false },
      );
    } catch (error) {
      setOutcome({ text: error instanceof Error ? error.message : String(error), alert: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="link"
        onClick={open}
        busy={busy}
        disabled={props.disabledReason !== null}
        disabledReason={props.disabledReason}
      >
        {T.openReport}
      </Button>
      {outcome ? (
        <span role={outcome.alert ? 'alert' : 'status'} className="text-sm text-slate-700">
          {outcome.text}
        </span>
      ) : null}
    </span>
  );
}
