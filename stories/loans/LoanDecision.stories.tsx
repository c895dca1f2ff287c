import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DecisionDialogModel, DecisionRowsModel } from '../../machines/loanDecision/index.ts';
import { DECISION_SAMPLE as SAMPLE } from '../../machines/loanDecision/loanDecision.paths.ts';
import { approvedLoan, type LoanSummary, sampleLoan } from '../../machines/loanList/index.ts';
import { DecisionDialog } from '../../src/features/loans/DecisionDialog.tsx';
import { LoanListView } from '../../src/features/loans/LoanListView.tsx';
import { decisionRows, decisionStory, listArgs, listView } from './loanStates.tsx';

type Props = {
  rows: ReturnType<typeof decisionRows>;
  dialog: DecisionDialogModel;
  decisions: DecisionRowsModel;
};

/**
 * The list with the decision dialog over it, as the route renders them. Each story's decision
 * props are connect() of a snapshot, kept in its parameters.
 */
function DecisionScreen({ rows, dialog, decisions }: Props) {
  return (
    <>
      <LoanListView
        {...listArgs(listView('loaded', { rows, offset: rows.length, count: 20 }), {
          decisions,
          notice: dialog.notice,
        })}
      />
      <DecisionDialog view={dialog} />
    </>
  );
}

const meta = {
  title: 'Loans/Decision',
  component: DecisionScreen,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DecisionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of the screen: the list's rows, and the decision's state made from a snapshot. */
function screenStory(rows: LoanSummary[], ...state: Parameters<typeof decisionStory>) {
  const { args, parameters } = decisionStory(...state);
  return { args: { rows, ...args }, parameters };
}

const review = sampleLoan(1);
const chosen = { loan: review, decision: 'approve' as const };

export const RowActions: Story = screenStory(decisionRows(), { closed: 'idle' });

export const Confirming: Story = {
  ...screenStory(decisionRows(), 'confirming', chosen),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Approve loan 1?');
  },
};

export const ConfirmingWithComment: Story = screenStory(decisionRows(), 'confirming', {
  ...chosen,
  comment: SAMPLE.comment,
});

export const Deciding: Story = {
  ...screenStory(decisionRows(), 'deciding', { ...chosen, comment: SAMPLE.comment }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Confirm' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const row = body.getByRole('row', { name: 'Loan 1', hidden: true });
    for (const button of within(row).getAllByRole('button', {
      name: /Approve|Reject/,
      hidden: true,
    })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Failed: Story = {
  ...screenStory(decisionRows(), 'failed', {
    loan: sampleLoan(2),
    decision: 'ready_for_disbursal',
    error: 'Cannot ready_for_disbursal a loan in status ready_for_disbursal',
  }),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(/^Error: Cannot/);
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

const decided = approvedLoan(review);

export const Decided: Story = {
  ...screenStory(decisionRows(decided), { closed: 'done' }, { decided, taken: ['1:approve'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loan 1 is now Loan Approved.')).toBeVisible();
    const row = within(canvas.getByRole('row', { name: 'Loan 1' }));
    await expect(row.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};
