// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callMachine } from '../../machines/call/index.ts';
import { feedbackMachine } from '../../machines/feedback/index.ts';
import {
  DIAL_PERMITS,
  SAMPLE_CASE,
  SOFT_CALL_SAMPLE_NOW,
  SOFT_CALL_TEXTS as T,
} from '../../machines/softCall/index.ts';
import { telephonyLine } from '../../src/features/call/callWiring.ts';
import { FEEDBACK_TEXTS as F } from '../../src/features/feedback/feedbackTexts.ts';
import { SoftCallRoute } from '../../src/features/softCall/SoftCallRoute.tsx';
import { createTelephonySimulator } from '../../src/platform/telephony/simulator.ts';
import { softCallScreenFakes } from '../support/softCallFakes.ts';

/* The loop's screen with the keyboard only: when the button pressed goes away, focus lands on
   the next sensible control, never on the page body. */

async function openCase() {
  const fakes = softCallScreenFakes();
  const simulator = createTelephonySimulator({ script: { outcome: 'noAnswer', ringAfterMs: 500 } });
  const { placeCall, ...calls } = fakes.actors;
  render(
    <SoftCallRoute
      softCallId={SAMPLE_CASE.id}
      profile={{ telecmi_username: 'agent_9', telecmi_pwd: 'Tele@9pass' }}
      calls={calls}
      callMachine={callMachine.provide({
        actors: { placeCall, telephony: telephonyLine(simulator) },
      })}
      feedbackMachine={feedbackMachine}
      savedWork={{ keepCallResult: () => {}, clear: () => {} }}
      openWindow={() => {}}
      onUserInfo={() => {}}
    />,
  );
  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
  await act(async () => fakes.latest('fetchNextSoftCall').resolve(SAMPLE_CASE));
  await act(async () => fakes.latest('loadSavedWork').resolve({ draft: null, call: null }));
  await flush();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  /** Focuses a control as Tab would, and presses Enter on it. */
  const enter = async (control: HTMLElement) => {
    act(() => control.focus());
    expect(control).toHaveFocus();
    await user.keyboard('{Enter}');
    await flush();
  };
  return { fakes, simulator, enter, flush };
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(SOFT_CALL_SAMPLE_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('focus on the soft-call screen, keyboard only', () => {
  it('Pause and Resume with Enter keep focus on the one button that changes its word', async () => {
    const { enter } = await openCase();
    await enter(button(T.pause));
    expect(button(T.resume)).toHaveFocus();
    await enter(button(T.resume));
    expect(button(T.pause)).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('Call now goes to the control bar of the call; End in the popup goes to the feedback form', async () => {
    const { enter, fakes, simulator, flush } = await openCase();
    await enter(button(T.callNow));
    // The permit is asked first: focus waits on that bar's Stop, then follows to the call's.
    expect(button(T.stop)).toHaveFocus();
    await act(async () => fakes.latest('requestDialPermit').resolve(DIAL_PERMITS.granted));
    await flush();
    const bar = screen.getByText(T.calling).closest('[data-control-bar]') as HTMLElement;
    expect(within(bar).getByRole('button', { name: T.stop })).toHaveFocus();

    await act(async () => {
      await simulator.login({ username: 'agent_9', password: 'x' });
      await simulator.dial(fakes.latest('placeCall').input.number);
      fakes.latest('placeCall').resolve({ callId: 'c-7001' });
    });
    act(() => simulator.answer());
    const popup = screen.getByRole('dialog', { name: new RegExp(SAMPLE_CASE.profile.mobile) });
    await enter(within(popup).getByRole('button', { name: 'End' }));
    const contact = screen.getByRole('radiogroup', { name: F.contact });
    expect(contact.contains(document.activeElement)).toBe(true);
  });

  it('Stop goes to Start calling, and Start calling (while the next case loads) to the title', async () => {
    const { enter } = await openCase();
    await enter(button(T.stop));
    expect(button(T.start)).toHaveFocus();
    await enter(button(T.start));
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toHaveFocus();
  });
});
