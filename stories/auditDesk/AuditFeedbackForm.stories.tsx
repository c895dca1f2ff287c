import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import { auditFeedbackShows } from '../../machines/auditFeedback/auditFeedback.shows.ts';
import {
  AUDIT_SAMPLE_DRAFTS,
  type AuditDraft,
  auditFeedbackMachine,
  connectAuditFeedback,
  EMPTY_AUDIT_DRAFT,
  AUDIT_FEEDBACK_SAMPLE as SAMPLE,
} from '../../machines/auditFeedback/index.ts';
import { AuditFeedbackForm } from '../../src/features/auditDesk/AuditFeedbackForm.tsx';
import { renders } from '../../tests/support/storyState.ts';

/** A form story: props made from a machine snapshot, kept in its parameters for coverage. */
function auditStory(value: StateValue, draft: Partial<AuditDraft> = {}) {
  const snapshot = auditFeedbackMachine.resolveState({
    value,
    context: {
      softCallId: SAMPLE.softCallId,
      today: SAMPLE.today,
      draft: { ...EMPTY_AUDIT_DRAFT, ...draft },
    },
  });
  return {
    args: { view: connectAuditFeedback(snapshot), send: fn() },
    parameters: renders(auditFeedbackShows as never, snapshot),
  };
}

/** The audit of a recovery call: one story per state of the audit feedback machine. */
const meta = {
  title: 'Audit desk/Audit feedback form',
  component: AuditFeedbackForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuditFeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Submit is offered, and says what is missing only when pressed. */
export const Empty: Story = {
  ...auditStory({ editing: 'form' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Submit pressed with only the traceability: 'Give Feedback', the choice kept. */
export const GiveFeedback: Story = {
  ...auditStory({ editing: 'incomplete' }, AUDIT_SAMPLE_DRAFTS.tracedOnly),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give Feedback');
    await expect(canvas.getByRole('radio', { name: 'Connected' })).toBeChecked();
  },
};

/** Traceability and payment given, no comment yet: still 'Give Feedback'. */
export const NoComment: Story = {
  ...auditStory({ editing: 'incomplete' }, AUDIT_SAMPLE_DRAFTS.noComment),
};

export const Complete: Story = {
  ...auditStory({ editing: 'form' }, AUDIT_SAMPLE_DRAFTS.complete),
};

/** Handed to the desk loop, which saves it: everything is locked. */
export const Submitted: Story = {
  ...auditStory('submitted', AUDIT_SAMPLE_DRAFTS.complete),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
