import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  SIMULATOR_TEXTS as T,
  TelephonySimulatorPanel,
} from '../../src/features/call/TelephonySimulatorPanel.tsx';
import {
  createTelephonySimulator,
  type TelephonySimulator,
} from '../../src/platform/telephony/simulator.ts';

/* The development panel of the simulated telephony (shown only when the simulator is the
   configured adapter): the next customer's script, and steering for the current call. */

const meta = {
  title: 'Call/Telephony simulator panel',
  component: TelephonySimulatorPanel,
  args: { simulator: createTelephonySimulator() },
} satisfies Meta<typeof TelephonySimulatorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => within(document.body).getByRole('region', { name: T.title });

/** No call: the script can be set, nothing can be steered. */
export const Idle: Story = {
  args: { simulator: createTelephonySimulator() },
  play: async ({ args }) => {
    const region = within(panel());
    await expect(region.getByRole('status')).toHaveTextContent('Line: idle');
    await expect(region.getByRole('button', { name: T.answer })).toBeDisabled();
    await userEvent.click(region.getByRole('radio', { name: 'No answer' }));
    await expect(args.simulator.getState().script.outcome).toBe('noAnswer');
  },
};

async function ringingLine(): Promise<TelephonySimulator> {
  const simulator = createTelephonySimulator({ script: { outcome: 'noAnswer', ringAfterMs: 0 } });
  await simulator.login({ username: 'demo_agent', password: 'demo-only' });
  await simulator.dial('9876543210');
  simulator.ring();
  return simulator;
}

/** A call ringing on the simulated line: answer, busy, fail or drop it from here. */
export const Ringing: Story = {
  loaders: [async () => ({ simulator: await ringingLine() })],
  render: (_args, { loaded }) => (
    <TelephonySimulatorPanel simulator={(loaded as { simulator: TelephonySimulator }).simulator} />
  ),
  play: async () => {
    const region = within(panel());
    await expect(region.getByRole('status')).toHaveTextContent('Line: ringing 919876543210');
    await expect(region.getByRole('button', { name: T.answer })).toBeEnabled();
    await expect(region.getByRole('button', { name: T.ring })).toBeDisabled();
  },
};
