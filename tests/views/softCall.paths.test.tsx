// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor } from 'xstate';
import { callMachine, RING_TIME_MS } from '../../machines/call/index.ts';
import { connectFeedback, feedbackMachine } from '../../machines/feedback/index.ts';
import { doneEvent } from '../../machines/pathSpec.ts';
import {
  CALL_RESULTS,
  type CallResult,
  connectSoftCall,
  FEEDBACK_PAYLOADS,
  type FeedbackPayload,
  msUntilNextSecond,
  SAMPLE_CASE,
  SOFT_CALL_SAMPLE_NOW,
  type SoftCallContext,
  SOFT_CALL_TEXTS as T,
} from '../../machines/softCall/index.ts';
import {
  COUNTDOWN_TICK,
  SOFT_CALL_EVENTS as E,
  SOFT_CALL_SAMPLE,
  softCallPaths,
} from '../../machines/softCall/softCall.paths.ts';
import { softCallShows } from '../../machines/softCall/softCall.shows.ts';
import { messages } from '../../src/domain/messages.ts';
import { telephonyLine } from '../../src/features/call/callWiring.ts';
import { FEEDBACK_TEXTS as F } from '../../src/features/feedback/feedbackTexts.ts';
import { SoftCallRoute } from '../../src/features/softCall/SoftCallRoute.tsx';
import { TelephonyError } from '../../src/platform/telephony/port.ts';
import {
  createTelephonySimulator,
  type TelephonySimulator,
} from '../../src/platform/telephony/simulator.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { walk } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { SOFT_CALL_SCREEN_ACTORS, type SoftCallScreenActors } from '../support/softCallFakes.ts';
import { typedDay } from '../support/typedDay.ts';
import { viewCases } from './viewPaths.ts';

/* The soft-call loop's generated paths replayed through the real SoftCallRoute: the loop's
   buttons by user events, its server calls by deferred fakes, the call by the real call machine
   and popup on the telephony simulator (the dial settled by hand), the feedback by filling in
   the real form, and time on fake timers. */

const LOGIN = { telecmi_username: 'agent_9', telecmi_pwd: 'Tele@9pass' };

type Fakes = DeferredActors<SoftCallScreenActors> & {
  simulator: TelephonySimulator;
  kept: Array<{ softCallId: number; result: CallResult }>;
  cleared: number[];
  opened: string[];
};
type Context = ReplayContext<Fakes>;

function makeFakes(): Fakes {
  vi.setSystemTime(SOFT_CALL_SAMPLE_NOW);
  return {
    ...deferredActors<SoftCallScreenActors>([...SOFT_CALL_SCREEN_ACTORS]),
    simulator: createTelephonySimulator({ script: { outcome: 'noAnswer', ringAfterMs: 500 } }),
    kept: [],
    cleared: [],
    opened: [],
  };
}

function renderRoute(fakes: Fakes) {
  const { placeCall, ...calls } = fakes.actors;
  const wiredCall = callMachine.provide({
    actors: { placeCall, telephony: telephonyLine(fakes.simulator) },
  });
  return (
    <SoftCallRoute
      softCallId={SAMPLE_CASE.id}
      profile={LOGIN}
      calls={calls}
      callMachine={wiredCall}
      feedbackMachine={feedbackMachine}
      savedWork={{
        keepCallResult: (softCallId, result) => fakes.kept.push({ softCallId, result }),
        clear: (softCallId) => fakes.cleared.push(softCallId),
      }}
      openWindow={(url) => fakes.opened.push(url)}
      onUserInfo={vi.fn()}
      onChat={vi.fn()}
    />
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const flush = async () => {
  await act(() => vi.advanceTimersByTimeAsync(0));
};

/** The walk's state before this step: what the clock and the countdown were. */
const before = ({ path, step }: Context) => path.steps[step - 1]!.state.context as SoftCallContext;

/** Lets the countdown's timer fire: on time, or late with `leftMs` left (a sleeping tab). */
async function tick(event: AnyEventObject, context: Context) {
  const { deadline, now } = before(context);
  const due = msUntilNextSecond(deadline, now);
  if (typeof event.leftMs === 'number') {
    const jump = deadline - now - due - event.leftMs;
    act(() => vi.setSystemTime(Date.now() + jump));
  }
  await act(() => vi.advanceTimersByTimeAsync(due));
}

/** The call ends the way the path says, played on the simulator and the popup. */
async function endCall(event: AnyEventObject, { fakes, user }: Context): Promise<void> {
  const result = event.output as CallResult;
  const dial = fakes.latest('placeCall');
  if (result.outcome === 'notAllowed') {
    await act(async () => dial.reject(new TelephonyError('loginRefused', 'refused (401)')));
    return flush();
  }
  if (result.callId === null) {
    await act(async () => dial.reject(new TelephonyError('notPlaced', 'not placed')));
    return flush();
  }
  await act(async () => {
    await fakes.simulator.login({ username: 'agent_9', password: 'x' });
    await fakes.simulator.dial(dial.input.number);
    dial.resolve({ callId: result.callId! });
  });
  if (result.reason === 'busy') {
    act(() => fakes.simulator.busy());
    await flush();
    return;
  }
  if (result.outcome === 'noAnswer') {
    await act(() => vi.advanceTimersByTimeAsync(RING_TIME_MS));
    return;
  }
  act(() => fakes.simulator.answer());
  await act(() => vi.advanceTimersByTimeAsync(result.durationSec * 1_000));
  await user.click(within(screen.getByRole('dialog', { name: /^Call/ })).getByText('End'));
}

const OPTIONS = connectFeedback(
  createActor(feedbackMachine, { input: { softCallId: 1, today: '2025-03-10' } }).getSnapshot(),
);
const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)!.label;

async function choose(user: UserEvent, group: string, label: string) {
  const radio = within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
    name: label,
  });
  if (radio.getAttribute('aria-checked') !== 'true') await user.click(radio);
}

async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Fills in the real feedback form so that it gives exactly this payload, and submits it. */
async function submitFeedback(event: AnyEventObject, { user }: Context) {
  const payload = event.output as FeedbackPayload;
  await choose(user, F.contact, labelOf(OPTIONS.contact.options, payload.feedback));
  await choose(user, F.traceability, labelOf(OPTIONS.traceability.options, payload.traceability));
  if (payload.cooperation_level) {
    await choose(
      user,
      F.cooperation,
      labelOf(OPTIONS.cooperation.options, payload.cooperation_level),
    );
  }
  if (payload.payment) {
    const group = within(screen.getByRole('radiogroup', { name: F.payment }));
    const radio = group.getByRole('radio', {
      name: labelOf(OPTIONS.payment.options, payload.payment),
    });
    if (radio.getAttribute('aria-checked') !== 'true') {
      await user.click(radio);
      if (payload.payment === 'promise_to_pay') {
        const dialog = within(screen.getByRole('dialog', { name: F.dateDialogTitle }));
        await retype(
          user,
          dialog.getByLabelText(F.dateLabel),
          typedDay(payload.payment_promise_date),
        );
        await user.click(dialog.getByRole('button', { name: F.ok }));
      }
    }
  }
  await retype(user, screen.getByLabelText(F.comment), payload.comment ?? '');
  await user.click(button(F.submit));
}

const gestures: ViewDriver<Fakes>['gestures'] = {
  'countdown.pause': (_e, { user }) => user.click(button(T.pause)),
  'countdown.resume': (_e, { user }) => user.click(button(T.resume)),
  'call.now': async (_e, { user }) => {
    await user.click(button(T.callNow));
    await flush();
  },
  'loop.stop': (_e, { user }) => user.click(button(T.stop)),
  'loop.continue': (_e, { user }) => user.click(button(T.keepGoing)),
  'loop.start': (_e, { user }) => user.click(button(T.start)),
  'loop.retry': (_e, { user }) =>
    user.click(screen.queryByRole('button', { name: T.checkAgain }) ?? button(T.retry)),
  'save.retry': (_e, { user }) => user.click(button(T.retrySave)),
  'feedback.edit': (_e, { user }) => user.click(button(T.editFeedback)),
  'case.skip': (_e, { user }) => user.click(button(T.nextCase)),
  'permit.retry': async (_e, { user }) => {
    await user.click(button(T.retry));
    await flush();
  },
  [COUNTDOWN_TICK.type]: async (event, context) => {
    await tick(event, context);
    await flush();
  },
  'xstate.done.actor.call': endCall,
  'xstate.done.actor.feedback': submitFeedback,
};

const shown = (name: string) => screen.queryByRole('button', { name }) !== null;

function expectScreen(state: AnyMachineSnapshot, { fakes, path, step }: Context) {
  // What the declaration says this state shows, against the DOM.
  expectScreenShows(softCallShows as never, state, screen);
  const view = connectSoftCall(state as never);
  const status = screen.queryAllByRole('status').map((node) => node.textContent);
  const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);

  expect(status.includes(T.loading)).toBe(view.phase === 'loading' || view.stage === 'restoring');
  expect(alerts.includes(T.loadFailed(view.loadError ?? ''))).toBe(view.phase === 'loadFailed');
  if (view.emptyMessage) expect(status).toContain(view.emptyMessage);
  expect(status.includes(SOFT_CALL_SAMPLE.noQueue)).toBe(view.phase === 'noQueue');
  expect(status.includes(T.stopped)).toBe(view.phase === 'stopped');
  expect(screen.queryByText(T.keptOnStop) !== null).toBe(view.keptOnStop);
  expect(shown(T.start)).toBe(view.canStart);

  // The case, and the support buttons (this profile can call), while there is one.
  expect(screen.queryByRole('heading', { name: SAMPLE_CASE.profile.name }) !== null).toBe(
    view.call !== null,
  );
  expect(shown(messages.labels.assignAsNewLeadCall)).toBe(view.call !== null);
  expect(status.includes(T.restored)).toBe(view.restored);

  // The countdown and its buttons.
  const timer = screen
    .queryAllByRole('timer')
    .find((node) => node.closest('[role=dialog]') === null);
  if (view.countdown) expect(timer?.textContent).toContain(view.countdown.label);
  else expect(timer).toBeUndefined();
  expect(shown(T.pause)).toBe(view.canPause);
  expect(shown(T.resume)).toBe(view.canResume);
  expect(shown(T.callNow)).toBe(view.canCallNow);
  expect(shown(T.stop)).toBe(view.canStop);
  expect(shown(T.keepGoing)).toBe(view.canContinue);
  expect(alerts.includes(messages.calls.telecmiLoginMissing)).toBe(view.stage === 'notAllowed');

  // The dial guard: why the case is not called, in one line, before any countdown; the permit.
  expect(view.blockedText !== null && status.includes(view.blockedText)).toBe(
    view.stage === 'blocked',
  );
  expect(shown(T.nextCase)).toBe(view.canSkip);
  expect(status.includes(T.permitting)).toBe(view.stage === 'permitting');
  expect(alerts.includes(T.permitFailed(view.permitError ?? ''))).toBe(
    view.stage === 'permitFailed',
  );
  if (view.stage === 'permitting') {
    expect(fakes.latest('requestDialPermit').input).toEqual({
      desk: 'soft',
      case_id: SAMPLE_CASE.id,
      idempotencyKey: expect.stringMatching(new RegExp(`^permit-${SAMPLE_CASE.id}-\\d+$`)),
    });
  }

  // The call popup while calling, the form while the feedback is due.
  const popup = screen.queryByRole('dialog', { name: new RegExp(SAMPLE_CASE.profile.mobile) });
  expect(popup !== null).toBe(view.stage === 'calling');
  if (view.stage === 'calling') {
    expect(fakes.latest('placeCall').input).toEqual({ number: SAMPLE_CASE.profile.mobile });
  }
  const form = screen.queryByRole('heading', { name: messages.labels.submitFeedbackHere });
  expect(form !== null).toBe(view.stage === 'feedback');
  // How the call ended, in words: never a bare 'Call failed (00:00)'.
  if (view.stage === 'feedback') expect(status.join('\n')).toContain(view.resultText);

  // Saving, and what it sends: the call linked to the case, then the feedback.
  if (view.saving === 'outcome') {
    expect(status).toContain(T.savingOutcome);
    expect(fakes.latest('saveCallOutcome').input).toEqual({
      call_id: view.result!.callId,
      id: SAMPLE_CASE.id,
      idempotencyKey: expect.stringMatching(new RegExp(`^outcome-${SAMPLE_CASE.id}-\\d+$`)),
    });
  }
  if (view.saving === 'feedback') {
    expect(status).toContain(T.savingFeedback);
    expect(fakes.latest('submitFeedback').input).toEqual({
      id: SAMPLE_CASE.id,
      payload: view.feedback,
      idempotencyKey: expect.stringMatching(new RegExp(`^feedback-${SAMPLE_CASE.id}-\\d+$`)),
    });
  }
  expect(alerts.includes(T.saveFailed(view.saveError ?? ''))).toBe(view.stage === 'saveFailed');
  expect(shown(T.editFeedback)).toBe(view.canEditFeedback);
  if (view.feedback) expect(screen.getByRole('region', { name: T.keptFeedback })).toBeTruthy();

  // Kept and forgotten work: the call result from its end until the save, cleared after it.
  const calls = path.steps
    .slice(1, step + 1)
    .filter((s) => s.event.type === 'xstate.done.actor.call');
  const placed = calls.filter((s) => (s.event.output as CallResult).outcome !== 'notAllowed');
  expect(fakes.kept.map((k) => k.result.callId)).toEqual(
    placed.map((s) => (s.event.output as CallResult).callId),
  );
  const saves = path.steps
    .slice(1, step + 1)
    .filter((s) => s.event.type === 'xstate.done.actor.submitFeedback').length;
  expect(fakes.cleared).toEqual(Array(saves).fill(SAMPLE_CASE.id));
}

const driver: ViewDriver<Fakes> = {
  fakes: makeFakes,
  render: renderRoute,
  delays: { countdownTick: 1_000, blockedDwell: 4_000 },
  gestures,
  expectState: expectScreen,
};

describe('soft-call paths through SoftCallRoute', () => {
  it.each(viewCases(softCallPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver);
  });
});

describe('soft-call journeys through SoftCallRoute', () => {
  const journeys: Array<[string, AnyEventObject[]]> = [
    [
      'counts down from 10 and calls at 0, then a call nobody answers goes to feedback',
      [E.fetched, E.nothingKept, ...Array(10).fill(E.tick), E.permitted, E.noAnswer],
    ],
    [
      'a sleeping tab shows the time left, then a call the telephony never placed',
      [
        E.fetched,
        E.nothingKept,
        E.tick,
        E.lateTick,
        E.tick,
        E.permitted,
        E.failed,
        E.nonContactable,
      ],
    ],
    [
      'a full case: call, promise to pay through the date dialog, saved, next case',
      [
        E.fetched,
        E.nothingKept,
        { type: 'call.now' },
        E.permitted,
        E.completed,
        E.promiseToPay,
        E.outcomeSaved,
        E.feedbackSaved,
        E.fetched,
        E.draftKept,
      ],
    ],
    [
      'a busy line says so (no bare timer), and the call is still linked to the case',
      [
        E.fetched,
        E.nothingKept,
        { type: 'call.now' },
        E.permitted,
        doneEvent('call', CALL_RESULTS.busy),
        E.nonContactable,
        E.outcomeSaved,
      ],
    ],
    [
      'a case that may not be called says why, counts nothing down, and the next one follows',
      [E.fetchedBlocked, E.nothingKept, E.blockedDwell, E.fetched, E.nothingKept],
    ],
    [
      'a refused permit says why and dials nothing; a failed one offers Retry',
      [
        E.fetched,
        E.nothingKept,
        { type: 'call.now' },
        E.permitFailed,
        { type: 'permit.retry' },
        E.permitRefused,
        { type: 'case.skip' },
      ],
    ],
    [
      'a failed save keeps the feedback; the retry saves it',
      [
        E.fetched,
        E.nothingKept,
        { type: 'call.now' },
        E.permitted,
        E.completed,
        E.nonContactable,
        E.outcomeSaved,
        E.feedbackRefused,
        { type: 'save.retry' },
        E.feedbackSaved,
      ],
    ],
  ];
  // Long journeys through the real form: room for a busy machine.
  it.each(journeys)(
    '%s',
    async (_title, events) => {
      await replayThroughView(walk(softCallPaths.machine, events), driver);
    },
    15_000,
  );

  it('saves the payload the form produced, with the call the popup ended', async () => {
    const path = walk(softCallPaths.machine, [
      E.fetched,
      E.nothingKept,
      { type: 'call.now' },
      E.permitted,
      E.completed,
      E.promiseToPay,
    ]);
    const fakes = await replayThroughView(path, driver);
    expect(fakes.latest('saveCallOutcome').input).toEqual({
      call_id: CALL_RESULTS.completed.callId,
      id: SAMPLE_CASE.id,
      idempotencyKey: expect.stringMatching(new RegExp(`^outcome-${SAMPLE_CASE.id}-\\d+$`)),
    });
    expect(fakes.kept[0]!.result).toMatchObject({ outcome: 'completed', durationSec: 95 });
    expect(FEEDBACK_PAYLOADS.promiseToPay.payment_promise_date).toBe('2025-03-15');
  });
});
