import {
  type FeatureBlockModel,
  FEATURE_BLOCK_TEXTS as T,
} from '../../../machines/featureBlock/index.ts';
import { Button } from '../../ui/Button.tsx';
import { BlockDialog } from './BlockDialog.tsx';
import { FeatureBlockTable } from './FeatureBlockTable.tsx';
import { PenaltyEntry } from './PenaltyEntry.tsx';

/** The editable feature-block table: connect() of the machine rendered; it decides nothing. */
export function FeatureBlockView({ view }: { view: FeatureBlockModel }) {
  return (
    <div className="flex flex-col gap-3">
      <FeatureBlockTable
        rows={view.rows}
        lastPenalty={view.lastPenalty}
        toggles={{ enabled: view.canToggle, onToggle: view.onToggle }}
      />
      {view.penalty ? (
        <PenaltyEntry
          entry={view.penalty}
          onAmount={view.onPenaltyAmount}
          onDateTime={view.onPenaltyDateTime}
        />
      ) : null}
      {view.unsavedNote ? <p className="text-sm text-amber-800">{view.unsavedNote}</p> : null}
      {view.error ? (
        <p role="alert" className="text-sm text-red-700">
          {view.error}
        </p>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-sm text-green-800">
          {view.notice}
        </p>
      ) : null}
      {view.busy ? (
        <p role="status" className="sr-only">
          {T.saving}
        </p>
      ) : null}
      <div>
        <Button onClick={view.onSave} busy={view.busy} disabled={!view.canSave}>
          {T.save}
        </Button>
      </div>
      <BlockDialog
        dialog={view.dialog}
        onDuration={view.onDuration}
        onReason={view.onReason}
        onConfirm={view.onConfirm}
        onClose={view.onClose}
      />
    </div>
  );
}
