import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  connectSoftCall,
  FRESH_CASE,
  SAMPLE_CASE,
  softCallSnapshot,
  SOFT_CALL_TEXTS as T,
} from '../../machines/softCall/index.ts';
import { CaseView } from '../../src/features/softCall/CaseView.tsx';
import { Countdown } from '../../src/features/softCall/Countdown.tsx';

/* The case card and the countdown on their own: one story per thing they can show. */

const countdownOf = (value: Parameters<typeof softCallSnapshot>[0], secondsLeft = 10) =>
  connectSoftCall(softCallSnapshot(value, {}, { secondsLeft }));

const meta = {
  title: 'Soft call/Case and countdown',
  component: CaseView,
  args: { call: SAMPLE_CASE, onUserInfo: fn(), onChat: fn() as (() => void) | null },
} satisfies Meta<typeof CaseView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const CaseWithHistory: Story = {
  parameters: { machineState: 'softCall.onCase.progress.case.counting' },
  play: async () => {
    const facts = page().getByRole('article');
    await expect(within(facts).getByText('₹4,500')).toBeVisible();
    await expect(within(facts).getByText('12/03/2025')).toBeVisible();
    await expect(within(facts).getByText('Ringing not recieved')).toBeVisible();
    await expect(within(facts).getByText('₹18,400.50')).toBeVisible();
    await expect(within(facts).getAllByRole('row')).toHaveLength(6);
  },
};

export const NeverCalledNoChannel: Story = {
  args: { call: FRESH_CASE, onChat: null },
  parameters: { machineState: 'softCall.onCase.progress.case.counting' },
  play: async () => {
    await expect(page().getByText(T.notCalledYet)).toBeVisible();
    await expect(page().getByRole('button', { name: T.chat })).toBeDisabled();
    await expect(page().getByRole('button', { name: T.userInfo })).toBeEnabled();
  },
};

export const CountingFrom10: Story = {
  render: () => <Countdown view={countdownOf({ case: 'counting' })} send={fn()} />,
  parameters: { machineState: 'softCall.onCase.progress.case.counting' },
  play: async () => {
    await expect(page().getByRole('timer')).toHaveTextContent('Calling in 10 secs');
    for (const name of [T.pause, T.callNow, T.stop]) {
      await expect(page().getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const LastSecond: Story = {
  render: () => <Countdown view={countdownOf({ case: 'counting' }, 1)} send={fn()} />,
  parameters: { machineState: 'softCall.onCase.progress.case.counting' },
  play: async () => {
    await expect(page().getByRole('timer')).toHaveTextContent('Calling in 1 secs');
  },
};

export const CountdownPaused: Story = {
  render: () => <Countdown view={countdownOf({ case: 'paused' }, 4)} send={fn()} />,
  parameters: { machineState: 'softCall.onCase.progress.case.paused' },
  play: async () => {
    await expect(page().getByRole('button', { name: T.resume })).toBeEnabled();
    await expect(page().queryByRole('button', { name: T.pause })).toBeNull();
  },
};

export const CallRefused: Story = {
  render: () => <Countdown view={countdownOf({ case: 'notAllowed' })} send={fn()} />,
  parameters: { machineState: 'softCall.onCase.progress.case.notAllowed' },
  play: async () => {
    await expect(page().queryByRole('timer')).toBeNull();
    await expect(page().getByRole('alert')).toHaveTextContent('credetials with HR');
  },
};
