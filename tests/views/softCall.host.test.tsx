// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callMachine } from '../../machines/call/index.ts';
import { feedbackMachine } from '../../machines/feedback/index.ts';
import {
  DIAL_PERMITS,
  SAMPLE_CASE,
  SOFT_CALL_SAMPLE_NOW,
  SOFT_CALL_TEXTS as T,
} from '../../machines/softCall/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { telephonyLine } from '../../src/features/call/callWiring.ts';
import { FEEDBACK_TEXTS as F } from '../../src/features/feedback/feedbackTexts.ts';
import { SoftCallHost } from '../../src/features/softCall/SoftCallHost.tsx';
import { SoftCallRoute } from '../../src/features/softCall/SoftCallRoute.tsx';
import { createTelephonySimulator } from '../../src/platform/telephony/simulator.ts';
import { softCallScreenFakes } from '../support/softCallFakes.ts';

/* The loop belongs to the app, not to the screen: the soft-call screen is left and shown again
   under one SoftCallHost (as the signed-in routes hold it), with the real call machine and popup
   on the telephony simulator. */

function setup() {
  const fakes = softCallScreenFakes();
  const simulator = createTelephonySimulator({ script: { outcome: 'noAnswer', ringAfterMs: 500 } });
  const { placeCall, ...calls } = fakes.actors;
  const wiredCall = callMachine.provide({
    actors: { placeCall, telephony: telephonyLine(simulator) },
  });
  const onReturn = vi.fn();
  let leave: (away: boolean) => void = () => {};

  /** Customer Support, or another screen in its place (as the router swaps them). */
  function App() {
    const [away, setAway] = useState(false);
    leave = setAway;
    return (
      <SoftCallHost>
        {away ? (
          <h1>Customer page</h1>
        ) : (
          <SoftCallRoute
            softCallId={SAMPLE_CASE.id}
            profile={{ telecmi_username: 'agent_9', telecmi_pwd: 'Tele@9pass' }}
            calls={calls}
            callMachine={wiredCall}
            feedbackMachine={feedbackMachine}
            savedWork={{ keepCallResult: () => {}, clear: () => {} }}
            openWindow={() => {}}
            onUserInfo={() => setAway(true)}
            onReturn={onReturn}
          />
        )}
      </SoftCallHost>
    );
  }
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
  const showCase = async () => {
    await act(async () => fakes.latest('fetchNextSoftCall').resolve(SAMPLE_CASE));
    await act(async () => fakes.latest('loadSavedWork').resolve({ draft: null, call: null }));
    await flush();
  };
  /** The customer picks up the call the loop dialled. */
  const answer = async () => {
    await act(async () => fakes.latest('requestDialPermit').resolve(DIAL_PERMITS.granted));
    await act(async () => {
      await simulator.login({ username: 'agent_9', password: 'x' });
      await simulator.dial(fakes.latest('placeCall').input.number);
      fakes.latest('placeCall').resolve({ callId: 'c-7001' });
    });
    act(() => simulator.answer());
    await flush();
  };
  const goAway = async () => {
    act(() => leave(true));
    await flush();
  };
  const comeBack = async () => {
    act(() => leave(false));
    await flush();
  };
  return { App, fakes, simulator, user, flush, showCase, answer, goAway, comeBack, onReturn };
}

const popup = () => screen.queryByRole('dialog', { name: new RegExp(SAMPLE_CASE.profile.mobile) });
const caseHeading = () => screen.queryByRole('heading', { name: SAMPLE_CASE.profile.name });
const countdown = () =>
  screen.queryAllByRole('timer').find((node) => node.closest('[role=dialog]') === null);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(SOFT_CALL_SAMPLE_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the soft-call loop under the SoftCallHost', () => {
  it('User Info during a call keeps the call: the popup stays, and back on the case nothing is dialled again', async () => {
    const t = setup();
    render(<t.App />, { wrapper: StrictMode });
    await t.showCase();
    expect(t.fakes.calls.fetchNextSoftCall.filter((c) => !c.signal.aborted)).toHaveLength(1);
    await t.user.click(screen.getByRole('button', { name: T.callNow }));
    await t.flush();
    await t.answer();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(within(popup()!).getByRole('timer')).toHaveTextContent('00:05');

    await t.user.click(screen.getByRole('button', { name: T.userInfo }));
    await t.flush();
    expect(screen.getByRole('heading', { name: 'Customer page' })).toBeInTheDocument();
    expect(caseHeading()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(popup()!).getByRole('timer')).toHaveTextContent('00:08');
    expect(t.simulator.getState().line).toBe('answered');

    await t.comeBack();
    expect(caseHeading()).toBeInTheDocument();
    expect(screen.getByText(T.calling)).toBeInTheDocument();
    expect(countdown()).toBeUndefined();
    expect(within(popup()!).getByRole('timer')).toHaveTextContent('00:08');
    const fetches = t.fakes.calls.fetchNextSoftCall.length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(t.fakes.calls.fetchNextSoftCall).toHaveLength(fetches);
    expect(t.fakes.calls.placeCall).toHaveLength(1);
    expect(t.simulator.getState().calls).toBe(1);

    await t.user.click(within(popup()!).getByRole('button', { name: 'End' }));
    await t.flush();
    expect(popup()).toBeNull();
    expect(
      screen.getByRole('heading', { name: messages.labels.submitFeedbackHere }),
    ).toBeInTheDocument();
  });

  it('a call that ends while away leaves the way back to its feedback, and nothing else runs', async () => {
    const t = setup();
    render(<t.App />);
    await t.showCase();
    await t.user.click(screen.getByRole('button', { name: T.callNow }));
    await t.flush();
    await t.answer();
    await t.goAway();
    act(() => t.simulator.remoteHangUp());
    await t.flush();
    expect(popup()).toBeNull();
    const due = screen.getByRole('region', { name: T.feedbackDueTitle });
    expect(within(due).getByRole('status')).toHaveTextContent(T.feedbackDue);
    await t.user.click(within(due).getByRole('button', { name: T.backToCase }));
    expect(t.onReturn).toHaveBeenCalledOnce();

    await t.comeBack();
    expect(screen.queryByRole('region', { name: T.feedbackDueTitle })).toBeNull();
    expect(
      screen.getByRole('heading', { name: messages.labels.submitFeedbackHere }),
    ).toBeInTheDocument();
    expect(t.fakes.calls.placeCall).toHaveLength(1);
  });

  it('a case saved while away is not opened again from the path back: the queue gives the next', async () => {
    const t = setup();
    render(<t.App />);
    await t.showCase();
    await t.user.click(screen.getByRole('button', { name: T.callNow }));
    await t.flush();
    await t.answer();
    await t.user.click(within(popup()!).getByRole('button', { name: 'End' }));
    await t.flush();
    const pick = async (group: string, option: string) =>
      t.user.click(
        within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
          name: option,
        }),
      );
    await pick(F.contact, 'Non Contactable');
    await pick(F.traceability, 'Ringing not recieved');
    await t.user.click(screen.getByRole('button', { name: F.submit }));
    await t.flush();
    await t.goAway();
    await act(async () => t.fakes.latest('saveCallOutcome').resolve({ msg: 'saved' }));
    await t.flush();
    await act(async () => t.fakes.latest('submitFeedback').resolve({ msg: 'saved' }));
    await t.flush();
    // Saved: the loop stops rather than count down to the next customer unseen.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(t.fakes.calls.placeCall).toHaveLength(1);

    await t.comeBack();
    expect(t.fakes.latest('fetchNextSoftCall').input).toEqual({});
    expect(caseHeading()).toBeNull();
  });

  it('leaving while idle stops the loop: its request is aborted, and a visit later starts afresh', async () => {
    const t = setup();
    render(<t.App />);
    await t.showCase();
    expect(countdown()).toHaveTextContent(messages.labels.callingIn(10));
    await t.goAway();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(t.fakes.calls.placeCall).toHaveLength(0);
    expect(popup()).toBeNull();

    await t.comeBack();
    expect(t.fakes.calls.fetchNextSoftCall).toHaveLength(2);
    expect(t.fakes.latest('fetchNextSoftCall').input).toEqual({ soft_call_id: SAMPLE_CASE.id });
  });
});
