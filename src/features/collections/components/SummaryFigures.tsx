import type { CollectionSummary } from '../../../../machines/collectionDownload/index.ts';
import { formatPercent, formatRupees } from '../../../domain/format.ts';
import { COLLECTIONS_TEXTS as T } from '../collectionsTexts.ts';
import { Figures } from './Figures.tsx';

/** The spec's collections summary: collected, pending, to collect, percent, written off. */
export function SummaryFigures({ summary }: { summary: CollectionSummary }) {
  const S = T.summary;
  return (
    <Figures
      label={`${T.collections}: ${S.percent}`}
      items={[
        { label: S.collected, value: formatRupees(summary.collected_amount) },
        { label: S.pending, value: formatRupees(summary.pending_amount) },
        { label: S.toCollect, value: formatRupees(summary.amount_to_collect) },
        { label: S.percent, value: formatPercent(summary.collection_percent) },
        { label: S.writtenOffAmount, value: formatRupees(summary.written_off_amount) },
        { label: S.writtenOffCount, value: String(summary.written_off_count) },
      ]}
    />
  );
}
