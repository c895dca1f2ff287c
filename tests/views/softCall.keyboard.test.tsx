// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callMachine } from '../../machines/call/index.ts';
import { feedbackMachine } from '../../machines/feedback/index.ts';
import {
  BLOCKED_CASE,
  DIAL_PERMITS,
  SAMPLE_CASE,
  SOFT_CALL_SAMPLE_NOW,
  type SoftCall,
  SOFT_CALL_TEXTS as T,
} from '../../machines/softCall/index.ts';
import { telephonyLine } from '../../src/features/call/callWiring.ts';
import { FEEDBACK_TEXTS as F } from '../../src/features/feedback/feedbackTexts.ts';
import { SHORTCUTS } from '../../src/features/softCall/keyboard/keymap.ts';
import { SHORTCUT_TEXTS as K } from '../../src/features/softCall/keyboard/shortcutTexts.ts';
import { SoftCallRoute } from '../../src/features/softCall/SoftCallRoute.tsx';
import { createTelephonySimulator } from '../../src/platform/telephony/simulator.ts';
import { softCallScreenFakes } from '../support/softCallFakes.ts';

/* The loop run by keyboard shortcuts through the real SoftCallRoute, call popup and feedback
   form: one test per shortcut, and none of them while typing in a field. */

async function openCase(call: SoftCall = SAMPLE_CASE) {
  const fakes = softCallScreenFakes();
  const simulator = createTelephonySimulator({ script: { outcome: 'noAnswer', ringAfterMs: 500 } });
  const { placeCall, ...calls } = fakes.actors;
  render(
    <SoftCallRoute
      softCallId={call.id}
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
  await act(async () => fakes.latest('fetchNextSoftCall').resolve(call));
  await act(async () => fakes.latest('loadSavedWork').resolve({ draft: null, call: null }));
  await flush();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const press = async (keys: string) => {
    await user.keyboard(keys);
    await flush();
  };
  /** The permit is granted and the customer answers the call the loop dialled. */
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
  return { fakes, simulator, press, answer, user, flush };
}

const button = (name: string) => screen.queryByRole('button', { name });
const popup = () => screen.getByRole('dialog', { name: new RegExp(SAMPLE_CASE.profile.mobile) });
const group = (name: string) => screen.getByRole('radiogroup', { name });
/** The label of the option chosen in a question, or null. */
function checked(name: string): string | null {
  const radio = within(group(name))
    .queryAllByRole('radio')
    .find((option) => option.getAttribute('aria-checked') === 'true');
  const label = radio?.getAttribute('aria-labelledby');
  return label ? (document.getElementById(label)?.textContent ?? null) : null;
}

/** The case called, answered, ended by keys: the feedback form is up. */
async function toFeedback() {
  const t = await openCase();
  await t.press('d');
  await t.answer();
  await t.press('e');
  expect(screen.getByRole('heading', { name: F.heading })).toBeTruthy();
  return t;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(SOFT_CALL_SAMPLE_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loop by keyboard', () => {
  it('P pauses the countdown and P again resumes it', async () => {
    const { press } = await openCase();
    await press('p');
    expect(screen.getByRole('timer')).toHaveTextContent(T.paused);
    expect(button(T.resume)).not.toBeNull();
    await press('p');
    expect(button(T.pause)).not.toBeNull();
  });

  it('D calls now: the permit is asked, then the call is placed', async () => {
    const { press, fakes } = await openCase();
    await press('d');
    expect(fakes.latest('requestDialPermit').input).toMatchObject({ case_id: SAMPLE_CASE.id });
    expect(fakes.calls.placeCall).toHaveLength(0);
    await act(async () => fakes.latest('requestDialPermit').resolve(DIAL_PERMITS.granted));
    expect(fakes.latest('placeCall').input).toEqual({ number: SAMPLE_CASE.profile.mobile });
  });

  it('H holds and M mutes the answered call; E ends it and the feedback is due', async () => {
    const { press, answer } = await openCase();
    await press('d');
    await answer();
    await press('h');
    expect(within(popup()).getByRole('button', { name: 'Hold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await press('m');
    expect(within(popup()).getByRole('button', { name: 'Mute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await press('h');
    expect(within(popup()).getByRole('button', { name: 'Hold' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await press('e');
    expect(screen.queryByRole('dialog', { name: /^Call/ })).toBeNull();
    expect(screen.getByRole('heading', { name: F.heading })).toBeTruthy();
  });

  it('N moves on at once past a case that may not be called now', async () => {
    const { press, fakes } = await openCase(BLOCKED_CASE);
    expect(screen.getByText(`Not calling now: ${BLOCKED_CASE.dial_block}`)).toBeTruthy();
    await press('n');
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({ after: BLOCKED_CASE.id });
  });

  it('C, T, O and Y then a digit pick that option of each question', async () => {
    await toFeedback();
    const t = { press: (keys: string) => userEvent.keyboard(keys) };
    await act(() => t.press('c1'));
    expect(checked(F.contact)).toBe('Contactable');
    await act(() => t.press('t3'));
    expect(checked(F.traceability)).toBe('Connected');
    await act(() => t.press('o1'));
    expect(checked(F.cooperation)).toBe('Cooperative');
    await act(() => t.press('y3'));
    expect(checked(F.payment)).toBe('Paid');
    // A digit with no question letter before it picks nothing.
    await act(() => t.press('2'));
    expect(checked(F.traceability)).toBe('Connected');
  });

  it('Ctrl+Enter submits the feedback, also from the comment field', async () => {
    const { press, fakes, user } = await toFeedback();
    await press('c2t1');
    await user.click(screen.getByLabelText(F.comment));
    await user.keyboard('Switched off');
    await press('{Control>}{Enter}{/Control}');
    expect(fakes.latest('saveCallOutcome').input).toMatchObject({ id: SAMPLE_CASE.id });
    await act(async () => fakes.latest('saveCallOutcome').resolve({ msg: 'saved' }));
    expect(fakes.latest('submitFeedback').input.payload).toMatchObject({
      feedback: 'non_contactable',
      traceability: 'RNR',
      comment: 'Switched off',
    });
  });

  it('typing in the comment triggers no shortcut; Esc leaves the field and they work again', async () => {
    const { press, user, fakes } = await toFeedback();
    const comment = screen.getByLabelText(F.comment);
    await user.click(comment);
    await user.keyboard('c1 t3 pay dem?');
    expect(comment).toHaveValue('c1 t3 pay dem?');
    expect(checked(F.contact)).toBeNull();
    expect(checked(F.traceability)).toBeNull();
    expect(screen.queryByRole('dialog', { name: K.title })).toBeNull();
    expect(fakes.calls.placeCall).toHaveLength(1);
    await press('{Escape}');
    expect(comment).not.toHaveFocus();
    await press('c1');
    expect(checked(F.contact)).toBe('Contactable');
  });

  it('? opens the sheet listing every shortcut; Esc closes it; keys wait while it is open', async () => {
    const { press, fakes } = await openCase();
    await press('?');
    const sheet = screen.getByRole('dialog', { name: K.title });
    for (const shortcut of SHORTCUTS) expect(within(sheet).getByText(shortcut.label)).toBeTruthy();
    await press('d');
    expect(fakes.calls.requestDialPermit ?? []).toHaveLength(0);
    await press('{Escape}');
    expect(screen.queryByRole('dialog', { name: K.title })).toBeNull();
  });

  it('leaves Ctrl and Alt combinations to the browser', async () => {
    const { fakes } = await openCase();
    const event = new KeyboardEvent('keydown', { key: 'd', ctrlKey: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    const alt = new KeyboardEvent('keydown', { key: 'p', altKey: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(alt);
    });
    expect(alt.defaultPrevented).toBe(false);
    expect(fakes.calls.requestDialPermit ?? []).toHaveLength(0);
    expect(button(T.pause)).not.toBeNull();
  });
});
