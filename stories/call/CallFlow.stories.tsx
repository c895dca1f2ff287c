import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CallResult } from '../../machines/call/index.ts';
import { CallPopup } from '../../src/features/call/CallPopup.tsx';
import { CALL_TEXTS } from '../../src/features/call/callTexts.ts';
import { provideCallMachine } from '../../src/features/call/callWiring.ts';
import {
  SIMULATOR_TEXTS,
  TelephonySimulatorPanel,
} from '../../src/features/call/TelephonySimulatorPanel.tsx';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import {
  createTelephonySimulator,
  type SimulatorScript,
  type TelephonySimulator,
} from '../../src/platform/telephony/simulator.ts';

/* The real call machine, popup and dev panel on the simulated telephony: a desk to try every
   outcome by hand, and scripted runs that play one through. */

const NUMBER = '9876543210';
const LOGIN = { username: 'demo_agent', password: 'demo-only' };

function Run({
  simulator,
  onDone,
}: {
  simulator: TelephonySimulator;
  onDone: (r: CallResult) => void;
}) {
  const [machine] = useState(() =>
    provideCallMachine({
      telephony: simulator,
      credentials: () => LOGIN,
      session: { send: () => {} },
      alert: () => {},
    }),
  );
  const call = useActorRef(machine, { input: { number: NUMBER, hasTelephonyLogin: true } });
  const output = useSelector(call, (snapshot) => snapshot.output);
  useEffect(() => {
    if (output) onDone(output);
  }, [output, onDone]);
  return <CallPopup actorRef={call} storage={createMemoryStorage()} />;
}

type DeskProps = { script: Partial<SimulatorScript> };

function Desk({ script }: DeskProps) {
  const [simulator] = useState(() => createTelephonySimulator({ script }));
  const [run, setRun] = useState(0);
  const [result, setResult] = useState<CallResult | null>(null);
  return (
    <div className="grid min-h-[36rem] grid-cols-[1fr_22rem] gap-6 bg-slate-50 p-6">
      <div className="space-y-3">
        <h1 className="text-lg font-semibold text-slate-900">Customer Support</h1>
        <button
          type="button"
          className="rounded-md bg-green-700 px-4 py-2 text-sm font-medium text-white"
          onClick={() => {
            setResult(null);
            setRun((n) => n + 1);
          }}
        >
          Call {NUMBER}
        </button>
        {result ? (
          <section aria-label="Call result">
            <pre className="rounded bg-white p-3 text-xs">{JSON.stringify(result, null, 2)}</pre>
          </section>
        ) : null}
      </div>
      <TelephonySimulatorPanel simulator={simulator} />
      {run > 0 ? <Run key={run} simulator={simulator} onDone={setResult} /> : null}
    </div>
  );
}

const meta = {
  title: 'Call/Flows',
  component: Desk,
  parameters: { layout: 'fullscreen' },
  args: { script: { ringAfterMs: 300, answerAfterMs: 900 } },
} satisfies Meta<typeof Desk>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const panel = () => within(page().getByRole('region', { name: SIMULATOR_TEXTS.title }));

/** The customer answers: the timer runs, Hold reaches the line, End closes the popup. */
export const AnsweredAndEnded: Story = {
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: `Call ${NUMBER}` }));
    const dialog = within(await page().findByRole('dialog'));
    await dialog.findByText(CALL_TEXTS.status.ringing, {}, { timeout: 2_000 });
    await dialog.findByRole('timer', {}, { timeout: 2_000 });
    await userEvent.click(dialog.getByRole('button', { name: CALL_TEXTS.hold }));
    await expect(panel().getByRole('status')).toHaveTextContent('(held)');
    await userEvent.click(dialog.getByRole('button', { name: CALL_TEXTS.end }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(await page().findByRole('region', { name: 'Call result' })).toHaveTextContent(
      '"completed"',
    );
  },
};

/** Steered from the panel: nobody answers on their own; ring, answer, the customer hangs up. */
export const SteeredByHand: Story = {
  args: { script: { outcome: 'noAnswer', ringAfterMs: 600_000 } },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: `Call ${NUMBER}` }));
    const dialog = within(await page().findByRole('dialog'));
    await waitFor(() =>
      expect(panel().getByRole('button', { name: SIMULATOR_TEXTS.ring })).toBeEnabled(),
    );
    await userEvent.click(panel().getByRole('button', { name: SIMULATOR_TEXTS.ring }));
    await expect(dialog.getByRole('status')).toHaveTextContent(CALL_TEXTS.status.ringing);
    await userEvent.click(panel().getByRole('button', { name: SIMULATOR_TEXTS.answer }));
    await dialog.findByRole('timer');
    await userEvent.click(panel().getByRole('button', { name: SIMULATOR_TEXTS.remoteHangUp }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(await page().findByRole('region', { name: 'Call result' })).toHaveTextContent(
      '"remoteHangup"',
    );
  },
};

/** A busy line ends the call as failed. */
export const BusyLine: Story = {
  args: { script: { outcome: 'busy', ringAfterMs: 400 } },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: `Call ${NUMBER}` }));
    await expect(
      await page().findByRole('region', { name: 'Call result' }, { timeout: 2_000 }),
    ).toHaveTextContent('"busy"');
  },
};
