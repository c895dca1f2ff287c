import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, type fromPromise } from 'xstate';
import { type feedbackMachine, parseDraft } from '../../machines/feedback/index.ts';
import {
  BLOCKED_CASE,
  CALL_RESULTS,
  type CallInput,
  type CallResult,
  connectSoftCall,
  DIAL_PERMITS,
  EMPTY_QUEUE_MSG,
  FEEDBACK_PAYLOADS,
  type FeedbackDraft,
  type FeedbackPayload,
  FRESH_CASE,
  SAMPLE_CASE,
  SAMPLE_FEEDBACK_DRAFT,
  type SoftCallActors,
  type SoftCallInput,
  softCallMachine,
} from '../../machines/softCall/index.ts';
import { businessDay } from '../../src/domain/format.ts';
import { provideCallMachine } from '../../src/features/call/callWiring.ts';
import { createTelephonySimulator } from '../../src/platform/telephony/simulator.ts';
import { deferredActors } from '../support/deferred.ts';

/* The loop with live actors on a fake clock: what it asks the server, in which order, and what
   a person sees meanwhile. The call and the feedback are the children's results here (fakes that
   settle by hand); the last tests run the real call and feedback machines. */

type FeedbackInput = { softCallId: number; draft: FeedbackDraft | null; today: string };
type Fakes = ReturnType<typeof makeFakes>;
const makeFakes = () =>
  deferredActors<
    SoftCallActors & {
      callMachine: ReturnType<typeof fromPromise<CallResult, CallInput>>;
      feedbackMachine: ReturnType<typeof fromPromise<FeedbackPayload, FeedbackInput>>;
    }
  >([
    'fetchNextSoftCall',
    'loadSavedWork',
    'requestDialPermit',
    'saveCallOutcome',
    'submitFeedback',
    'callMachine',
    'feedbackMachine',
  ]);

const T0 = Date.UTC(2025, 2, 10, 5, 0, 0);
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function start(fakes: Fakes, input: Partial<SoftCallInput> = {}) {
  const persisted: Array<{ softCallId: number; result: CallResult }> = [];
  const cleared: number[] = [];
  const machine = softCallMachine.provide({
    actors: fakes.actors as never,
    actions: {
      persistCallResult: (_, params) => persisted.push(params),
      clearSavedWork: (_, params) => cleared.push(params.softCallId),
    },
  });
  const actor = createActor(machine, { input: { hasTelephonyLogin: true, ...input } }).start();
  const view = () => connectSoftCall(actor.getSnapshot());
  return { actor, view, persisted, cleared };
}

async function resolve<K extends keyof Fakes['actors']>(
  fakes: Fakes,
  name: K,
  output: unknown,
): Promise<void> {
  fakes.latest(name).resolve(output as never);
  await settle();
}

async function reject(fakes: Fakes, name: keyof Fakes['actors'], message: string, status = 500) {
  fakes.latest(name).reject(Object.assign(new Error(message), { status }));
  await settle();
}

/** The server permits the dial asked for. */
const permit = (fakes: Fakes) => resolve(fakes, 'requestDialPermit', DIAL_PERMITS.granted);

/** The case arrives and nothing was kept for it. */
async function showCase(fakes: Fakes, call = SAMPLE_CASE) {
  await resolve(fakes, 'fetchNextSoftCall', call);
  await resolve(fakes, 'loadSavedWork', { draft: null, call: null });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown', () => {
  it('counts 10 … 1 once a second and dials the case at 0', async () => {
    const fakes = makeFakes();
    const { view } = start(fakes);
    await showCase(fakes);
    const shown: string[] = [];
    for (let i = 0; i < 10; i++) {
      shown.push(view().countdown!.label);
      vi.advanceTimersByTime(1_000);
    }
    expect(shown).toEqual(Array.from({ length: 10 }, (_, i) => `Calling in ${10 - i} secs`));
    // At 0 the server is asked first: nothing is dialled without its permit.
    expect(view().stage).toBe('permitting');
    expect(fakes.calls.callMachine).toHaveLength(0);
    expect(fakes.latest('requestDialPermit').input).toEqual({
      desk: 'soft',
      case_id: SAMPLE_CASE.id,
      idempotencyKey: `permit-${SAMPLE_CASE.id}-${T0 + 10_000}`,
    });
    await permit(fakes);
    expect(view().stage).toBe('calling');
    expect(fakes.calls.callMachine).toHaveLength(1);
    expect(fakes.latest('callMachine').input).toEqual({
      number: SAMPLE_CASE.profile.mobile,
      hasTelephonyLogin: true,
    });
  });

  it('pauses and resumes with the time that was left, from timestamps', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await showCase(fakes);
    vi.advanceTimersByTime(3_400);
    actor.send({ type: 'countdown.pause' });
    expect(view().countdown).toMatchObject({ seconds: 7, paused: true });
    vi.advanceTimersByTime(60_000);
    expect(view().countdown).toMatchObject({ seconds: 7, paused: true });
    expect(fakes.calls.callMachine).toHaveLength(0);
    actor.send({ type: 'countdown.resume' });
    vi.advanceTimersByTime(600);
    expect(view().countdown!.seconds).toBe(6);
    vi.advanceTimersByTime(5_999);
    expect(view().countdown!.seconds).toBe(1);
    vi.advanceTimersByTime(1);
    await permit(fakes);
    expect(view().stage).toBe('calling');
  });

  it('shows the time left, not the ticks counted, when a background tab fires late', async () => {
    const fakes = makeFakes();
    const { view } = start(fakes);
    await showCase(fakes);
    vi.setSystemTime(Date.now() + 7_000);
    vi.advanceTimersByTime(1_000);
    expect(view().countdown!.seconds).toBe(2);
    vi.setSystemTime(Date.now() + 30_000);
    vi.advanceTimersByTime(1_000);
    await permit(fakes);
    expect(view().stage).toBe('calling');
  });

  it('calls at once on Call now, and Stop ends the loop without calling', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await showCase(fakes);
    actor.send({ type: 'call.now' });
    await permit(fakes);
    expect(view().stage).toBe('calling');
    expect(fakes.calls.callMachine).toHaveLength(1);

    const other = makeFakes();
    const second = start(other);
    await showCase(other);
    second.actor.send({ type: 'loop.stop' });
    vi.advanceTimersByTime(20_000);
    expect(second.view().phase).toBe('stopped');
    expect(other.calls.callMachine).toHaveLength(0);
    second.actor.send({ type: 'loop.start' });
    expect(other.calls.fetchNextSoftCall).toHaveLength(2);
  });
});

describe('the dial guard', () => {
  it('says why a blocked case is not called, counts nothing down, and moves on past it', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await showCase(fakes, BLOCKED_CASE);
    expect(view()).toMatchObject({
      stage: 'blocked',
      countdown: null,
      canCallNow: false,
      blockedText: `Not calling now: ${BLOCKED_CASE.dial_block}`,
    });
    vi.advanceTimersByTime(3_999);
    expect(fakes.calls.fetchNextSoftCall).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(view().phase).toBe('loading');
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({ after: BLOCKED_CASE.id });
    await showCase(fakes, FRESH_CASE);
    expect(view().stage).toBe('countdown');
    expect(fakes.calls.requestDialPermit).toHaveLength(0);
    // The next fetch after a case that could be worked names no case.
    actor.send({ type: 'loop.stop' });
    actor.send({ type: 'loop.start' });
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({});
  });

  it('moves on at once on Next case; Stop there starts again after that case', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await showCase(fakes, BLOCKED_CASE);
    actor.send({ type: 'case.skip' });
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({ after: BLOCKED_CASE.id });
    await showCase(fakes, BLOCKED_CASE);
    actor.send({ type: 'loop.stop' });
    expect(view().phase).toBe('stopped');
    actor.send({ type: 'loop.start' });
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({ after: BLOCKED_CASE.id });
  });

  it("a refused permit is said in the server's words and nothing is dialled", async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes, { desk: 'recovery' });
    await showCase(fakes);
    actor.send({ type: 'call.now' });
    expect(fakes.latest('requestDialPermit').input).toMatchObject({
      desk: 'recovery',
      case_id: SAMPLE_CASE.id,
    });
    await resolve(fakes, 'requestDialPermit', DIAL_PERMITS.capReached);
    expect(view()).toMatchObject({
      stage: 'blocked',
      blockedText: `Not calling now: ${DIAL_PERMITS.capReached.reason}`,
    });
    expect(fakes.calls.callMachine).toHaveLength(0);
    vi.advanceTimersByTime(4_000);
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({ after: SAMPLE_CASE.id });
  });

  it('a permit that could not be asked dials nothing; Retry asks again with the same key', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await showCase(fakes);
    actor.send({ type: 'call.now' });
    const key = fakes.latest('requestDialPermit').input.idempotencyKey;
    await reject(fakes, 'requestDialPermit', 'Bad Gateway', 502);
    expect(view()).toMatchObject({ stage: 'permitFailed', permitError: 'Bad Gateway' });
    vi.advanceTimersByTime(60_000);
    expect(fakes.calls.callMachine).toHaveLength(0);
    actor.send({ type: 'permit.retry' });
    expect(fakes.calls.requestDialPermit).toHaveLength(2);
    expect(fakes.latest('requestDialPermit').input.idempotencyKey).toBe(key);
    await permit(fakes);
    expect(view().stage).toBe('calling');
  });
});

describe('one case, start to finish', () => {
  it('opens the case asked for, links the call, saves the feedback, then fetches the next', async () => {
    const fakes = makeFakes();
    const { actor, view, persisted, cleared } = start(fakes, { softCallId: SAMPLE_CASE.id });
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({ soft_call_id: SAMPLE_CASE.id });
    await showCase(fakes);
    expect(fakes.latest('loadSavedWork').input).toEqual({ softCallId: SAMPLE_CASE.id });
    actor.send({ type: 'call.now' });
    await permit(fakes);
    await resolve(fakes, 'callMachine', CALL_RESULTS.completed);
    expect(persisted).toEqual([{ softCallId: SAMPLE_CASE.id, result: CALL_RESULTS.completed }]);
    expect(view().stage).toBe('feedback');
    expect(fakes.latest('feedbackMachine').input).toEqual({
      softCallId: SAMPLE_CASE.id,
      draft: null,
      today: businessDay(T0),
    });
    await resolve(fakes, 'feedbackMachine', FEEDBACK_PAYLOADS.promiseToPay);
    expect(view().saving).toBe('outcome');
    expect(fakes.latest('saveCallOutcome').input).toEqual({
      call_id: CALL_RESULTS.completed.callId,
      id: SAMPLE_CASE.id,
      idempotencyKey: expect.stringMatching(new RegExp(`^outcome-${SAMPLE_CASE.id}-\\d+$`)),
    });
    await resolve(fakes, 'saveCallOutcome', { msg: 'Call details saved' });
    expect(view().saving).toBe('feedback');
    expect(fakes.latest('submitFeedback').input).toEqual({
      id: SAMPLE_CASE.id,
      payload: FEEDBACK_PAYLOADS.promiseToPay,
      idempotencyKey: expect.stringMatching(new RegExp(`^feedback-${SAMPLE_CASE.id}-\\d+$`)),
    });
    await resolve(fakes, 'submitFeedback', { msg: 'Feedback submitted successfully' });
    expect(cleared).toEqual([SAMPLE_CASE.id]);
    expect(view().phase).toBe('loading');
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({});
    await showCase(fakes, FRESH_CASE);
    expect(view()).toMatchObject({ call: FRESH_CASE, stage: 'countdown' });
  });

  it('retries the case asked for after a network failure, but not one missing from the queue', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes, { softCallId: 77 });
    await reject(fakes, 'fetchNextSoftCall', 'Failed to fetch', 0);
    actor.send({ type: 'loop.retry' });
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({ soft_call_id: 77 });
    await reject(fakes, 'fetchNextSoftCall', 'Soft call not found in your queue', 404);
    expect(view()).toMatchObject({
      phase: 'loadFailed',
      loadError: 'Soft call not found in your queue',
    });
    actor.send({ type: 'loop.retry' });
    expect(fakes.latest('fetchNextSoftCall').input).toEqual({});
  });

  it('says so when the queue is empty, and checks again on request', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await resolve(fakes, 'fetchNextSoftCall', { msg: EMPTY_QUEUE_MSG });
    expect(view()).toMatchObject({ phase: 'empty', emptyMessage: EMPTY_QUEUE_MSG, call: null });
    actor.send({ type: 'loop.retry' });
    expect(fakes.calls.fetchNextSoftCall).toHaveLength(2);
  });

  it('does not link a call the telephony never placed, but still saves its feedback', async () => {
    const fakes = makeFakes();
    const { actor } = start(fakes);
    await showCase(fakes);
    actor.send({ type: 'call.now' });
    await permit(fakes);
    await resolve(fakes, 'callMachine', CALL_RESULTS.failed);
    await resolve(fakes, 'feedbackMachine', FEEDBACK_PAYLOADS.nonContactable);
    expect(fakes.calls.saveCallOutcome).toHaveLength(0);
    expect(fakes.latest('submitFeedback').input.payload).toEqual(FEEDBACK_PAYLOADS.nonContactable);
  });

  it('stays on the case with the telephony message when the call is not allowed', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes, { hasTelephonyLogin: false });
    await showCase(fakes);
    vi.advanceTimersByTime(10_000);
    await permit(fakes);
    expect(fakes.latest('callMachine').input.hasTelephonyLogin).toBe(false);
    await resolve(fakes, 'callMachine', CALL_RESULTS.notAllowed);
    expect(view()).toMatchObject({
      stage: 'notAllowed',
      call: SAMPLE_CASE,
      telephonyMessage: 'Please reconfirm your Telecmi login credetials with HR.',
    });
    vi.advanceTimersByTime(60_000);
    expect(fakes.calls.callMachine).toHaveLength(1);
    expect(fakes.calls.feedbackMachine).toHaveLength(0);
    actor.send({ type: 'call.now' });
    await permit(fakes);
    expect(fakes.calls.callMachine).toHaveLength(2);
  });
});

describe('failures and reloads lose nothing', () => {
  it('keeps the feedback when the save fails; Retry sends only what is not saved yet', async () => {
    const fakes = makeFakes();
    const { actor, view, cleared } = start(fakes);
    await showCase(fakes);
    actor.send({ type: 'call.now' });
    await permit(fakes);
    await resolve(fakes, 'callMachine', CALL_RESULTS.completed);
    await resolve(fakes, 'feedbackMachine', FEEDBACK_PAYLOADS.promiseToPay);
    await reject(fakes, 'saveCallOutcome', 'Internal Server Error');
    expect(view()).toMatchObject({
      stage: 'saveFailed',
      saveError: 'Internal Server Error',
      feedback: FEEDBACK_PAYLOADS.promiseToPay,
    });
    actor.send({ type: 'save.retry' });
    await resolve(fakes, 'saveCallOutcome', { msg: 'ok' });
    await reject(fakes, 'submitFeedback', 'Bad Gateway', 502);
    expect(view().saveError).toBe('Bad Gateway');
    expect(cleared).toEqual([]);
    actor.send({ type: 'save.retry' });
    expect(fakes.calls.saveCallOutcome).toHaveLength(2);
    expect(fakes.calls.submitFeedback).toHaveLength(2);
    expect(fakes.latest('submitFeedback').input.payload).toEqual(FEEDBACK_PAYLOADS.promiseToPay);
    // A retry is the same save: it carries the same key, so the server stores it once.
    const [outcome1, outcome2] = fakes.calls.saveCallOutcome.map((c) => c.input.idempotencyKey);
    const [feedback1, feedback2] = fakes.calls.submitFeedback.map((c) => c.input.idempotencyKey);
    expect(outcome2).toBe(outcome1);
    expect(feedback2).toBe(feedback1);
    expect(feedback1).not.toBe(outcome1);
    await resolve(fakes, 'submitFeedback', { msg: 'ok' });
    expect(cleared).toEqual([SAMPLE_CASE.id]);
    expect(view().phase).toBe('loading');
  });

  it('reopens the feedback with what was sent when the server refuses it', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await showCase(fakes);
    actor.send({ type: 'call.now' });
    await permit(fakes);
    await resolve(fakes, 'callMachine', CALL_RESULTS.noAnswer);
    await resolve(fakes, 'feedbackMachine', FEEDBACK_PAYLOADS.promiseToPay);
    await resolve(fakes, 'saveCallOutcome', { msg: 'ok' });
    await reject(fakes, 'submitFeedback', 'payment_promise_date must be between …', 400);
    actor.send({ type: 'feedback.edit' });
    expect(view().stage).toBe('feedback');
    // The payload goes back as sent; the feedback form reads it back into the same draft.
    expect(fakes.latest('feedbackMachine').input.draft).toEqual(FEEDBACK_PAYLOADS.promiseToPay);
    expect(parseDraft(fakes.latest('feedbackMachine').input.draft)).toEqual(SAMPLE_FEEDBACK_DRAFT);
    await resolve(fakes, 'feedbackMachine', FEEDBACK_PAYLOADS.nonContactable);
    expect(fakes.calls.saveCallOutcome).toHaveLength(1);
    expect(fakes.latest('submitFeedback').input.payload).toEqual(FEEDBACK_PAYLOADS.nonContactable);
  });

  it('after a reload, goes back to the feedback of a call already made, with its draft', async () => {
    const fakes = makeFakes();
    const { view } = start(fakes, { softCallId: SAMPLE_CASE.id });
    await resolve(fakes, 'fetchNextSoftCall', SAMPLE_CASE);
    await resolve(fakes, 'loadSavedWork', {
      draft: SAMPLE_FEEDBACK_DRAFT,
      call: CALL_RESULTS.completed,
    });
    expect(view()).toMatchObject({ stage: 'feedback', restored: true });
    expect(fakes.calls.callMachine).toHaveLength(0);
    expect(fakes.latest('feedbackMachine').input.draft).toEqual(SAMPLE_FEEDBACK_DRAFT);
    await resolve(fakes, 'feedbackMachine', FEEDBACK_PAYLOADS.promiseToPay);
    expect(fakes.latest('saveCallOutcome').input.call_id).toBe(CALL_RESULTS.completed.callId);
  });

  it('hands a draft kept without a call to the feedback after the call', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await resolve(fakes, 'fetchNextSoftCall', SAMPLE_CASE);
    await resolve(fakes, 'loadSavedWork', { draft: SAMPLE_FEEDBACK_DRAFT, call: null });
    expect(view()).toMatchObject({ stage: 'countdown', restored: true });
    actor.send({ type: 'call.now' });
    await permit(fakes);
    await resolve(fakes, 'callMachine', CALL_RESULTS.completed);
    expect(fakes.latest('feedbackMachine').input.draft).toEqual(SAMPLE_FEEDBACK_DRAFT);
  });

  it('finishes the call and its feedback before stopping when Stop is pressed mid-call', async () => {
    const fakes = makeFakes();
    const { actor, view } = start(fakes);
    await showCase(fakes);
    actor.send({ type: 'call.now' });
    await permit(fakes);
    actor.send({ type: 'loop.stop' });
    expect(view()).toMatchObject({ stage: 'calling', stopRequested: true, canContinue: true });
    await resolve(fakes, 'callMachine', CALL_RESULTS.completed);
    expect(view().stage).toBe('feedback');
    await resolve(fakes, 'feedbackMachine', FEEDBACK_PAYLOADS.promiseToPay);
    await resolve(fakes, 'saveCallOutcome', { msg: 'ok' });
    await resolve(fakes, 'submitFeedback', { msg: 'ok' });
    expect(view()).toMatchObject({ phase: 'stopped', keptOnStop: false });
    expect(fakes.calls.fetchNextSoftCall).toHaveLength(1);
  });
});

describe('with the real call and feedback machines', () => {
  it('dials through the simulator, takes the form, and saves what was chosen', async () => {
    const fakes = makeFakes();
    const simulator = createTelephonySimulator({
      script: { ringAfterMs: 500, answerAfterMs: 1_000 },
    });
    const session = { send: vi.fn() };
    const callMachine = provideCallMachine({
      telephony: simulator,
      credentials: () => ({ username: 'agent', password: 'secret' }),
      session,
      alert: vi.fn(),
    });
    const { feedbackMachine: _fake, callMachine: _call, ...calls } = fakes.actors;
    const drafts: FeedbackDraft[] = [];
    const machine = softCallMachine.provide({
      actors: { ...calls, callMachine: callMachine as AnyActorLogic as never },
      actions: { persistCallResult: () => {}, clearSavedWork: () => {} },
    });
    const actor = createActor(machine, { input: { hasTelephonyLogin: true } }).start();
    await showCase(fakes);
    vi.advanceTimersByTime(10_000);
    await permit(fakes);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(simulator.getState()).toMatchObject({ line: 'answered', dialled: '919876543210' });
    expect(session.send).toHaveBeenCalledWith({ type: 'call.started' });
    const call = actor.getSnapshot().children.call!;
    await vi.advanceTimersByTimeAsync(42_000);
    call.send({ type: 'call.end' });
    await settle();
    expect(connectSoftCall(actor.getSnapshot()).result).toMatchObject({
      outcome: 'completed',
      callId: 'sim-call-1',
      durationSec: 42,
    });
    const form = actor.getSnapshot().children.feedback as ReturnType<
      typeof createActor<typeof feedbackMachine>
    >;
    form.subscribe((snapshot) => drafts.push(snapshot.context.draft));
    form.send({ type: 'contact.change', value: 'non_contactable' });
    form.send({ type: 'traceability.change', value: 'NC' });
    form.send({ type: 'feedback.submit' });
    await settle();
    expect(fakes.latest('saveCallOutcome').input).toMatchObject({
      call_id: 'sim-call-1',
      id: 4107,
    });
    await resolve(fakes, 'saveCallOutcome', { msg: 'ok' });
    expect(fakes.latest('submitFeedback').input.payload).toMatchObject({
      feedback: 'non_contactable',
      traceability: 'NC',
      cooperation_level: null,
      payment: null,
    });
    expect(drafts.length).toBeGreaterThan(0);
  });
});
