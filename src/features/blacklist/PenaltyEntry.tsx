import { useId } from 'react';
import {
  type PenaltyEntryView,
  FEATURE_BLOCK_TEXTS as T,
} from '../../../machines/featureBlock/index.ts';
import { DateTimeFields, FIELD_CLASS, LABEL_CLASS } from './DateTimeFields.tsx';

export type PenaltyEntryProps = {
  entry: PenaltyEntryView;
  onAmount: (value: string) => void;
  onDateTime: (value: string) => void;
};

/**
 * The penalty entry beside the feature-block table (the show_penality flag): an amount and a
 * date-time that Save Changes sends as the last penalty. What was typed that will not be sent
 * says why, under the fields.
 */
export function PenaltyEntry({ entry, onAmount, onDateTime }: PenaltyEntryProps) {
  const headingId = useId();
  const aboutId = useId();
  const problemId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-800">
        {T.penaltyHeading}
      </h3>
      <p id={aboutId} className="text-sm text-slate-600">
        {T.penaltySent}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className={LABEL_CLASS}>
          {T.penaltyAmount}
          <input
            className={FIELD_CLASS}
            inputMode="decimal"
            value={entry.amount}
            disabled={entry.disabled}
            aria-describedby={entry.problem ? `${aboutId} ${problemId}` : aboutId}
            aria-invalid={entry.invalid === 'amount' || undefined}
            onChange={(e) => onAmount(e.target.value)}
          />
        </label>
        <DateTimeFields
          value={entry.datetime}
          onValueChange={onDateTime}
          dateLabel={T.penaltyDate}
          timeLabel={T.penaltyTime}
          disabled={entry.disabled}
          invalidBy={entry.invalid === 'date' ? problemId : undefined}
        />
      </div>
      {entry.problem ? (
        <p id={problemId} className="text-sm text-amber-800">
          {entry.problem}
        </p>
      ) : null}
    </section>
  );
}
