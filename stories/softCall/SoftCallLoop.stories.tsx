import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  BLOCKED_CASE,
  CALL_RESULTS,
  DIAL_BLOCK_REASON,
  DIAL_PERMITS,
  EMPTY_QUEUE_MSG,
  FEEDBACK_PAYLOADS,
  FRESH_CASE,
  SAMPLE_FEEDBACK_DRAFT,
  SOFT_CALL_TEXTS as T,
} from '../../machines/softCall/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { SoftCallView } from '../../src/features/softCall/SoftCallView.tsx';
import { loopArgs, loopStory } from './softCallStates.tsx';

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
  ...loopStory('loading', { call: null }),
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent(T.loading);
  },
};

export const LoadFailed: Story = {
  ...loopStory('loadFailed', { call: null, error: 'Soft call not found in your queue' }),
  play: async ({ args }) => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      'Could not fetch the case: Soft call not found in your queue',
    );
    await userEvent.click(page().getByRole('button', { name: T.retry }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'loop.retry' });
  },
};

export const NoQueue: Story = {
  ...loopStory('noQueue', { call: null, error: 'You have no soft-call queue' }),
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent('You have no soft-call queue');
    await expect(page().queryByRole('button')).toBeNull();
  },
};

export const QueueEmpty: Story = {
  ...loopStory('empty', { call: null, emptyMessage: EMPTY_QUEUE_MSG }),
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent(EMPTY_QUEUE_MSG);
    await expect(page().getByRole('button', { name: T.checkAgain })).toBeEnabled();
  },
};

export const Restoring: Story = {
  ...loopStory('restoring'),
};

export const CountdownAt10: Story = {
  ...loopStory({ case: 'counting' }),
  play: async ({ args }) => {
    await expect(page().getByRole('timer')).toHaveTextContent(messages.labels.callingIn(10));
    await expect(page().getByRole('heading', { name: 'Sunita Devi' })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: T.pause }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'countdown.pause' });
  },
};

export const CountdownAt3FreshCase: Story = {
  ...loopStory({ case: 'counting' }, { call: FRESH_CASE }, { secondsLeft: 3 }),
  play: async () => {
    await expect(page().getByRole('timer')).toHaveTextContent('Calling in 3 secs');
    await expect(page().getByRole('button', { name: T.chat })).toBeDisabled();
  },
};

export const CountdownWithRestoredDraft: Story = {
  ...loopStory({ case: 'counting' }, { draft: SAMPLE_FEEDBACK_DRAFT }, { restored: true }),
  play: async () => {
    await expect(page().getByText(T.restored)).toBeVisible();
  },
};

export const NotCallableNow: Story = {
  ...loopStory('blocked', { call: BLOCKED_CASE, blockReason: DIAL_BLOCK_REASON }),
  play: async ({ args }) => {
    await expect(
      page().getByText(`Not calling now: ${DIAL_BLOCK_REASON}`, { selector: '[role=status]' }),
    ).toBeVisible();
    // The reason comes before any countdown: none is shown, nothing can be dialled.
    await expect(page().queryByRole('timer')).toBeNull();
    await expect(page().queryByRole('button', { name: T.callNow })).toBeNull();
    await userEvent.click(page().getByRole('button', { name: T.nextCase }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'case.skip' });
  },
};

export const PermitRefused: Story = {
  ...loopStory('blocked', { blockReason: DIAL_PERMITS.capReached.reason }),
  play: async () => {
    await expect(
      page().getByText(`Not calling now: ${DIAL_PERMITS.capReached.reason}`),
    ).toBeVisible();
  },
};

export const AskingPermit: Story = {
  ...loopStory('permitting', { permitKey: 'permit-4107-1741582800000' }),
  play: async ({ args }) => {
    await expect(page().getByRole('status')).toHaveTextContent(T.permitting);
    await expect(page().queryByRole('dialog')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: T.stop }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'loop.stop' });
  },
};

export const PermitFailed: Story = {
  ...loopStory('permitFailed', { permitKey: 'permit-4107-1741582800000', error: 'Bad Gateway' }),
  play: async ({ args }) => {
    await expect(page().getByRole('alert')).toHaveTextContent(T.permitFailed('Bad Gateway'));
    await expect(page().getByText(T.notDialled)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: T.retry }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'permit.retry' });
  },
};

export const Paused: Story = {
  ...loopStory({ case: 'paused' }, {}, { secondsLeft: 7 }),
  play: async ({ args }) => {
    await expect(page().getByRole('timer')).toHaveTextContent('Calling in 7 secs (Paused)');
    await userEvent.click(page().getByRole('button', { name: T.resume }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'countdown.resume' });
  },
};

export const NotAllowed: Story = {
  ...loopStory({ case: 'notAllowed' }, { result: CALL_RESULTS.notAllowed }),
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      'Please reconfirm your Telecmi login credetials with HR.',
    );
  },
};

export const Calling: Story = {
  ...loopStory({ working: { step: 'calling' } }),
  play: async () => {
    await expect(page().getByRole('dialog', { name: /^Call/ })).toBeVisible();
    await expect(page().getByRole('button', { name: T.stop })).toBeEnabled();
  },
};

export const CallingStopRequested: Story = {
  ...loopStory({ working: { step: 'calling', afterThisCase: 'stop' } }),
  play: async () => {
    await expect(page().getByText(T.stopRequested)).toBeVisible();
    await expect(page().getByRole('button', { name: T.keepGoing })).toBeEnabled();
  },
};

export const Feedback: Story = {
  ...loopStory({ working: { step: 'feedback' } }, { result: CALL_RESULTS.completed }),
  play: async () => {
    await expect(page().getByRole('heading', { name: 'Submit Your Feedback Here' })).toBeVisible();
    await expect(page().getByText(/Call ended \(01:35\)/)).toBeVisible();
  },
};

export const FeedbackAfterBusyLine: Story = {
  ...loopStory({ working: { step: 'feedback' } }, { result: CALL_RESULTS.busy }),
  play: async () => {
    await expect(
      page().getByText(`${messages.calls.lineOutcome.busy} ${T.feedbackDue}`),
    ).toBeVisible();
    await expect(page().queryByText(/00:00/)).toBeNull();
  },
};

export const FeedbackRestoredAfterReload: Story = {
  ...loopStory(
    { working: { step: 'feedback' } },
    { result: CALL_RESULTS.completed, draft: SAMPLE_FEEDBACK_DRAFT },
    { restored: true },
  ),
};

export const SavingOutcome: Story = {
  ...loopStory(
    { working: { step: { saving: 'outcome' } } },
    { result: CALL_RESULTS.completed, feedback: FEEDBACK_PAYLOADS.promiseToPay },
  ),
  play: async () => {
    await expect(page().getByText(T.savingOutcome)).toBeVisible();
  },
};

export const SavingFeedback: Story = {
  ...loopStory(
    { working: { step: { saving: 'feedback' } } },
    {
      result: CALL_RESULTS.completed,
      feedback: FEEDBACK_PAYLOADS.promiseToPay,
    },
    { callLinked: true },
  ),
};

export const SaveFailed: Story = {
  ...loopStory(
    { working: { step: 'saveFailed' } },
    {
      result: CALL_RESULTS.completed,
      feedback: FEEDBACK_PAYLOADS.promiseToPay,
      error: 'Internal Server Error',
    },
  ),
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

/** Stop was asked during the call, then the save failed: Stop now leaves, nothing goes on. */
export const SaveFailedStopRequested: Story = {
  ...loopStory(
    { working: { step: 'saveFailed', afterThisCase: 'stop' } },
    {
      result: CALL_RESULTS.completed,
      feedback: FEEDBACK_PAYLOADS.promiseToPay,
      error: 'Internal Server Error',
    },
  ),
  play: async () => {
    await expect(page().getByText(T.stopRequested)).toBeVisible();
    await expect(page().queryByRole('button', { name: T.keepGoing })).toBeNull();
    await expect(page().getByRole('button', { name: T.stop })).toBeEnabled();
  },
};

export const Stopped: Story = {
  ...loopStory('stopped', { call: null }),
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent(T.stopped);
    await expect(page().getByRole('button', { name: T.start })).toBeEnabled();
  },
};

export const StoppedWithFeedbackKept: Story = {
  ...loopStory({ stopped: 'withUnsavedWork' }, { feedback: FEEDBACK_PAYLOADS.nonContactable }),
  play: async () => {
    await expect(page().getByText(T.keptOnStop)).toBeVisible();
  },
};
