import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CALL_RESULTS,
  EMPTY_QUEUE_MSG,
  FEEDBACK_PAYLOADS,
  FRESH_CASE,
  SAMPLE_FEEDBACK_DRAFT,
  SOFT_CALL_TEXTS as T,
} from '../../machines/softCall/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { SoftCallView } from '../../src/features/softCall/SoftCallView.tsx';
import { loopArgs } from './softCallStates.tsx';

/* The soft-call screen, one story per state of the loop. Props are made as the route makes
   them: connectSoftCall() of a machine snapshot, with the call popup, the feedback form and the
   support buttons where the route puts them. */

const meta = {
  title: 'Soft call/Loop',
  component: SoftCallView,
  parameters: { layout: 'padded' },
  args: loopArgs('loading'),
} satisfies Meta<typeof SoftCallView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Loading: Story = {
  args: loopArgs('loading', { call: null }),
  parameters: { machineState: 'softCall.loading' },
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent(T.loading);
  },
};

export const LoadFailed: Story = {
  args: loopArgs('loadFailed', { call: null, error: 'Soft call not found in your queue' }),
  parameters: { machineState: 'softCall.loadFailed' },
  play: async ({ args }) => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      'Could not fetch the case: Soft call not found in your queue',
    );
    await userEvent.click(page().getByRole('button', { name: T.retry }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'loop.retry' });
  },
};

export const NoQueue: Story = {
  args: loopArgs('noQueue', { call: null, error: 'You have no soft-call queue' }),
  parameters: { machineState: 'softCall.noQueue' },
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent('You have no soft-call queue');
    await expect(page().queryByRole('button')).toBeNull();
  },
};

export const QueueEmpty: Story = {
  args: loopArgs('empty', { call: null, emptyMessage: EMPTY_QUEUE_MSG }),
  parameters: { machineState: 'softCall.empty' },
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent(EMPTY_QUEUE_MSG);
    await expect(page().getByRole('button', { name: T.checkAgain })).toBeEnabled();
  },
};

export const Restoring: Story = {
  args: loopArgs('restoring'),
  parameters: { machineState: 'softCall.restoring' },
};

export const CountdownAt10: Story = {
  args: loopArgs({ case: 'counting' }),
  parameters: { machineState: 'softCall.case.counting' },
  play: async ({ args }) => {
    await expect(page().getByRole('timer')).toHaveTextContent(messages.labels.callingIn(10));
    await expect(page().getByRole('heading', { name: 'Sunita Devi' })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: T.pause }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'countdown.pause' });
  },
};

export const CountdownAt3FreshCase: Story = {
  args: loopArgs({ case: 'counting' }, { call: FRESH_CASE }, { secondsLeft: 3 }),
  parameters: { machineState: 'softCall.case.counting' },
  play: async () => {
    await expect(page().getByRole('timer')).toHaveTextContent('Calling in 3 secs');
    await expect(page().getByRole('button', { name: T.chat })).toBeDisabled();
  },
};

export const CountdownWithRestoredDraft: Story = {
  args: loopArgs({ case: 'counting' }, { draft: SAMPLE_FEEDBACK_DRAFT, restored: true }),
  parameters: { machineState: 'softCall.case.counting' },
  play: async () => {
    await expect(page().getByText(T.restored)).toBeVisible();
  },
};

export const Paused: Story = {
  args: loopArgs({ case: 'paused' }, {}, { secondsLeft: 7 }),
  parameters: { machineState: 'softCall.case.paused' },
  play: async ({ args }) => {
    await expect(page().getByRole('timer')).toHaveTextContent('Calling in 7 secs (Paused)');
    await userEvent.click(page().getByRole('button', { name: T.resume }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'countdown.resume' });
  },
};

export const NotAllowed: Story = {
  args: loopArgs({ case: 'notAllowed' }, { result: CALL_RESULTS.notAllowed }),
  parameters: { machineState: 'softCall.case.notAllowed' },
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      'Please reconfirm your Telecmi login credetials with HR.',
    );
  },
};

export const Calling: Story = {
  args: loopArgs({ working: 'calling' }),
  parameters: { machineState: 'softCall.working.calling' },
  play: async () => {
    await expect(page().getByRole('dialog', { name: /^Call/ })).toBeVisible();
    await expect(page().getByRole('button', { name: T.stop })).toBeEnabled();
  },
};

export const CallingStopRequested: Story = {
  args: loopArgs({ working: 'calling' }, { stopRequested: true }),
  parameters: { machineState: 'softCall.working.calling' },
  play: async () => {
    await expect(page().getByText(T.stopRequested)).toBeVisible();
    await expect(page().getByRole('button', { name: T.keepGoing })).toBeEnabled();
  },
};

export const Feedback: Story = {
  args: loopArgs({ working: 'feedback' }, { result: CALL_RESULTS.completed }),
  parameters: { machineState: 'softCall.working.feedback' },
  play: async () => {
    await expect(page().getByRole('heading', { name: 'Submit Your Feedback Here' })).toBeVisible();
    await expect(page().getByText(/Call ended \(01:35\)/)).toBeVisible();
  },
};

export const FeedbackAfterBusyLine: Story = {
  args: loopArgs({ working: 'feedback' }, { result: CALL_RESULTS.busy }),
  parameters: { machineState: 'softCall.working.feedback' },
  play: async () => {
    await expect(
      page().getByText(`${messages.calls.lineOutcome.busy} ${T.feedbackDue}`),
    ).toBeVisible();
    await expect(page().queryByText(/00:00/)).toBeNull();
  },
};

export const FeedbackRestoredAfterReload: Story = {
  args: loopArgs(
    { working: 'feedback' },
    { result: CALL_RESULTS.completed, draft: SAMPLE_FEEDBACK_DRAFT, restored: true },
  ),
  parameters: { machineState: 'softCall.working.feedback' },
};

export const SavingOutcome: Story = {
  args: loopArgs(
    { working: { saving: 'outcome' } },
    { result: CALL_RESULTS.completed, feedback: FEEDBACK_PAYLOADS.promiseToPay },
  ),
  parameters: { machineState: 'softCall.working.saving.outcome' },
  play: async () => {
    await expect(page().getByText(T.savingOutcome)).toBeVisible();
  },
};

export const SavingFeedback: Story = {
  args: loopArgs(
    { working: { saving: 'feedback' } },
    {
      result: CALL_RESULTS.completed,
      feedback: FEEDBACK_PAYLOADS.promiseToPay,
      outcomeSaved: true,
    },
  ),
  parameters: { machineState: 'softCall.working.saving.feedback' },
};

export const SaveFailed: Story = {
  args: loopArgs(
    { working: 'saveFailed' },
    {
      result: CALL_RESULTS.completed,
      feedback: FEEDBACK_PAYLOADS.promiseToPay,
      error: 'Internal Server Error',
    },
  ),
  parameters: { machineState: 'softCall.working.saveFailed' },
  play: async ({ args }) => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      'The feedback is not saved yet: Internal Server Error',
    );
    const kept = within(page().getByRole('region', { name: T.keptFeedback }));
    await expect(kept.getByText('Promise To Pay')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: T.retrySave }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'save.retry' });
  },
};

export const Stopped: Story = {
  args: loopArgs('stopped', { call: null }),
  parameters: { machineState: 'softCall.stopped' },
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent(T.stopped);
    await expect(page().getByRole('button', { name: T.start })).toBeEnabled();
  },
};

export const StoppedWithFeedbackKept: Story = {
  args: loopArgs('stopped', { feedback: FEEDBACK_PAYLOADS.nonContactable }),
  parameters: { machineState: 'softCall.stopped' },
  play: async () => {
    await expect(page().getByText(T.keptOnStop)).toBeVisible();
  },
};
