// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CALL_TEXTS, CallPopup, provideCallMachine } from '../../src/features/call/index.ts';
import {
  SIMULATOR_TEXTS as T,
  TelephonySimulatorPanel,
} from '../../src/features/call/TelephonySimulatorPanel.tsx';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import {
  createTelephonySimulator,
  DEFAULT_SCRIPT,
  type TelephonySimulator,
} from '../../src/platform/telephony/simulator.ts';

/* The simulator's dev panel: sets what the next customer does and steers the current call,
   with the real call machine and popup listening to the same simulator. */

const LOGIN = { username: 'agent_7', password: 's3cret-Pa55' };

function Desk({ simulator }: { simulator: TelephonySimulator }) {
  const [machine] = useState(() =>
    provideCallMachine({
      telephony: simulator,
      credentials: () => LOGIN,
      session: { send: () => {} },
      alert: () => {},
    }),
  );
  const call = useActorRef(machine, { input: { number: '9876543210', hasTelephonyLogin: true } });
  return (
    <>
      <TelephonySimulatorPanel simulator={simulator} />
      <CallPopup actorRef={call} storage={createMemoryStorage()} />
    </>
  );
}

const panel = () => within(screen.getByRole('region', { name: T.title }));
const button = (name: string) => panel().getByRole('button', { name });

describe('telephony simulator panel', () => {
  it('sets what the next customer does', async () => {
    const user = userEvent.setup();
    const simulator = createTelephonySimulator();
    render(<TelephonySimulatorPanel simulator={simulator} />);
    expect(panel().getByRole('status')).toHaveTextContent('Line: idle');

    await user.click(panel().getByRole('radio', { name: 'Busy' }));
    expect(simulator.getState().script.outcome).toBe('busy');

    const answerAfter = panel().getByRole('textbox', { name: T.answerAfter });
    expect(answerAfter).toHaveValue(String(DEFAULT_SCRIPT.answerAfterMs / 1000));
    await user.clear(answerAfter);
    await user.type(answerAfter, '2.5');
    expect(simulator.getState().script.answerAfterMs).toBe(2_500);

    await user.clear(answerAfter);
    expect(panel().getByText('Seconds, 0 or more')).toBeVisible();
    expect(simulator.getState().script.answerAfterMs).toBe(2_500);

    const hangup = panel().getByRole('textbox', { name: T.remoteHangupAfter });
    await user.type(hangup, '30');
    expect(simulator.getState().script.remoteHangupAfterMs).toBe(30_000);
    await user.clear(hangup);
    expect(simulator.getState().script.remoteHangupAfterMs).toBeNull();

    await user.click(panel().getByRole('switch', { name: T.loginFails }));
    expect(simulator.getState().script.loginFails).toBe(true);
  });

  it('offers only the steps the line allows', async () => {
    const simulator = createTelephonySimulator();
    render(<TelephonySimulatorPanel simulator={simulator} />);
    for (const name of [T.ring, T.answer, T.remoteHangUp, T.busy, T.fail, T.dropNetwork]) {
      expect(button(name)).toBeDisabled();
    }
    await act(async () => {
      await simulator.login(LOGIN);
      await simulator.dial('9876543210');
    });
    expect(panel().getByRole('status')).toHaveTextContent('Line: dialling 919876543210');
    for (const name of [T.ring, T.answer, T.remoteHangUp, T.busy, T.fail, T.dropNetwork]) {
      expect(button(name)).toBeEnabled();
    }
  });

  it('steers a real call: ring, answer, hold, then the customer hangs up', async () => {
    const user = userEvent.setup();
    const simulator = createTelephonySimulator({
      script: { outcome: 'noAnswer', ringAfterMs: 1e9 },
    });
    render(<Desk simulator={simulator} />);
    const popup = () => within(screen.getByRole('dialog'));
    expect(popup().getByRole('status')).toHaveTextContent(CALL_TEXTS.status.connecting);
    await act(async () => {});
    expect(panel().getByRole('status')).toHaveTextContent('Line: dialling 919876543210');

    await user.click(button(T.ring));
    expect(popup().getByRole('status')).toHaveTextContent(CALL_TEXTS.status.ringing);
    expect(button(T.ring)).toBeDisabled();

    await user.click(button(T.answer));
    expect(popup().getByRole('timer')).toHaveTextContent('00:00');
    expect(button(T.busy)).toBeDisabled();

    await user.click(popup().getByRole('button', { name: CALL_TEXTS.hold }));
    expect(panel().getByRole('status')).toHaveTextContent('Line: answered 919876543210 (held)');

    await user.click(button(T.remoteHangUp));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel().getByRole('status')).toHaveTextContent('Line: idle');
  });
});
