import { Field, Label, Textarea } from '@headlessui/react';
import type { DecisionDialogModel } from '../../../machines/loanDecision/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { loanCells } from './loanFormat.ts';
import { LOAN_TEXTS as T } from './loanTexts.ts';

export type DecisionDialogProps = { view: DecisionDialogModel };

/**
 * Confirms a decision, with an optional comment. Focus is trapped inside and returns to the row
 * action that opened it; while the call is in flight nothing can be changed or dismissed.
 */
export function DecisionDialog({ view }: DecisionDialogProps) {
  const cells = view.loan ? loanCells(view.loan) : null;
  const facts: Array<[string, string]> = cells
    ? [
        [T.dialog.decision, view.decisionLabel],
        [T.columns.leader, cells.leaderName],
        [T.columns.amount, cells.amount],
        [T.columns.status, cells.status],
      ]
    : [];
  return (
    <Dialog
      open={view.open}
      title={view.title}
      dismissable={view.dismissable}
      onClose={view.onCancel}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (view.primary === 'retry') view.onRetry();
          else view.onConfirm();
        }}
      >
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-500">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Field disabled={view.deciding} className="flex flex-col gap-1">
          <Label className="text-sm font-medium text-slate-700">{T.dialog.comment}</Label>
          <Textarea
            value={view.comment}
            maxLength={view.commentMax}
            rows={3}
            onChange={(event) => view.onCommentChange(event.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100"
          />
        </Field>
        <ErrorBox>{view.error}</ErrorBox>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={view.deciding} onClick={view.onCancel}>
            {T.dialog.cancel}
          </Button>
          <Button type="submit" busy={view.deciding}>
            {view.primary === 'retry' ? T.dialog.retry : T.dialog.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
