import { and, assign, not, raise, stateIn } from 'xstate';
import { businessDay } from '../../src/domain/format.ts';
import { BLOCKED_DWELL_MS, COUNTDOWN_MS, numberToDial, refusalOf } from './softCall.rules.ts';
import { freshCase, type SoftCallContext, softCallSetup } from './softCall.setup.ts';
import type { FeedbackDraft, FeedbackPayload, MsgOutput, SoftCall } from './softCall.types.ts';

export type { SoftCallContext, SoftCallEvent } from './softCall.setup.ts';

/**
 * The key of one save: the case and the moment its feedback was opened (read on entering it, so
 * the same across every retry of that save).
 */
const saveKey = (what: string, context: { call: { id: number } | null; now: number }) =>
  `${what}-${context.call!.id}-${context.now}`;

const keepFeedback = {
  type: 'keepFeedback',
  params: ({ event }: { event: { output: FeedbackPayload } }) => ({ feedback: event.output }),
} as const;

const forgetSavedWork = {
  type: 'clearSavedWork',
  params: ({ context }: { context: SoftCallContext }) => ({ softCallId: context.call!.id }),
} as const;

/**
 * The guided call loop (spec part 1 §4 'Soft-call flow', §9): fetch the next case, show it, count
 * 10 s down ('Calling in N secs', pausable), call, take the mandatory feedback, save it, fetch the
 * next. The agent can call at once and stop the loop; nothing is skipped silently: a call in
 * progress and its feedback always finish first. What was typed survives failures (retry) and
 * reloads (the draft and the call result are kept per case until saved).
 */
export const softCallMachine = softCallSetup.createMachine({
  id: 'softCall',
  context: ({ input }) => ({
    requestedId: input.softCallId ?? null,
    hasTelephonyLogin: input.hasTelephonyLogin,
    desk: input.desk ?? 'soft',
    countdownMs: input.countdownMs ?? COUNTDOWN_MS,
    blockedDwellMs: input.blockedDwellMs ?? BLOCKED_DWELL_MS,
    afterId: null,
    blockedUntil: 0,
    ringTimeMs: input.ringTimeMs,
    ...freshCase,
    now: 0,
    deadline: 0,
    pausedLeftMs: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'fetching the next case',
      tags: 'busy',
      entry: 'forgetCase',
      invoke: {
        id: 'fetchNextSoftCall',
        src: 'fetchNextSoftCall',
        input: ({ context }) =>
          context.requestedId !== null
            ? { soft_call_id: context.requestedId }
            : context.afterId !== null
              ? { after: context.afterId }
              : {},
        onDone: [
          {
            guard: { type: 'isEmptyQueue', params: ({ event }) => ({ answer: event.output }) },
            target: 'empty',
            actions: assign(({ event }) => ({
              emptyMessage: (event.output as MsgOutput).msg,
              requestedId: null,
              afterId: null,
            })),
          },
          {
            target: 'onCase',
            actions: assign(({ event }) => ({
              call: event.output as SoftCall,
              requestedId: null,
              afterId: null,
            })),
          },
        ],
        onError: [
          {
            guard: { type: 'hasNoQueue', params: ({ event }) => ({ error: event.error }) },
            target: 'noQueue',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'loadFailed',
            actions: [
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
              { type: 'dropMissingCase', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    noQueue: {
      description: "no queue to work (read-only staff): the server's words, nothing to retry",
    },
    loadFailed: {
      tags: 'error',
      on: { 'loop.retry': 'loading', 'loop.stop': 'stopped' },
    },
    empty: {
      description: "the queue is empty: the server's words",
      on: { 'loop.retry': 'loading', 'loop.stop': 'stopped' },
    },
    onCase: {
      description: 'a case is on screen, from looking for kept work until it is saved',
      type: 'parallel',
      tags: 'case',
      states: {
        progress: {
          initial: 'restoring',
          states: {
            restoring: {
              description: 'looking for work kept for this case before a reload',
              tags: 'busy',
              invoke: {
                id: 'loadSavedWork',
                src: 'loadSavedWork',
                input: ({ context }) => ({ softCallId: context.call!.id }),
                onDone: [
                  {
                    // The call took place before the reload: straight back to its feedback.
                    guard: {
                      type: 'hasCallResult',
                      params: ({ event }) => ({ saved: event.output }),
                    },
                    target: '#softCall.onCase.progress.working.step.feedback',
                    actions: [
                      assign(({ event }) => ({
                        draft: event.output.draft,
                        result: event.output.call,
                      })),
                      raise({ type: 'case.workRestored' }),
                    ],
                  },
                  {
                    guard: { type: 'hasDraft', params: ({ event }) => ({ saved: event.output }) },
                    target: 'case',
                    actions: [
                      assign(({ event }) => ({ draft: event.output.draft })),
                      raise({ type: 'case.workRestored' }),
                    ],
                  },
                  'case',
                ],
                // Unreadable storage costs the kept work, never the case.
                onError: 'case',
              },
            },
            blocked: {
              description: "'Not calling now: <reason>'; the loop moves on to the next case",
              entry: ['readClock', 'startBlockedDwell'],
              after: { blockedDwell: { target: '#softCall.loading', actions: 'movePastCase' } },
              on: {
                'case.skip': { target: '#softCall.loading', actions: 'movePastCase' },
                // Starting again goes on after this case too.
                'loop.stop': { target: '#softCall.stopped', actions: 'movePastCase' },
              },
            },
            // Never a dial without a permit: the server checks the same rules again and counts it.
            permitting: {
              description: 'asking the server whether the customer may be dialled now',
              tags: 'busy',
              invoke: {
                id: 'requestDialPermit',
                src: 'requestDialPermit',
                input: ({ context }) => ({
                  desk: context.desk,
                  case_id: context.call!.id,
                  idempotencyKey: context.permitKey!,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'isPermitted',
                      params: ({ event }) => ({ permit: event.output }),
                    },
                    target: 'working',
                  },
                  {
                    target: 'blocked',
                    actions: assign(({ event }) => ({ blockReason: refusalOf(event.output) })),
                  },
                ],
                onError: {
                  target: 'permitFailed',
                  actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
                },
              },
              on: { 'loop.stop': '#softCall.stopped' },
            },
            permitFailed: {
              description: 'the permit could not be asked: no dial; Retry asks again (same key)',
              tags: 'error',
              on: {
                'permit.retry': { target: 'permitting', actions: assign({ error: null }) },
                'loop.stop': '#softCall.stopped',
              },
            },
            case: {
              description: 'the case is shown; the call waits for the countdown or the agent',
              entry: ['readClock', 'startCountdown'],
              // The dial guard, before the countdown is seen: a case the server says may not be
              // called now (calling hours, do-not-call, the day's cap) is never counted down.
              always: { guard: 'isDialBlocked', target: 'blocked', actions: 'keepDialBlock' },
              initial: 'counting',
              on: {
                'call.now': {
                  target: '#softCall.onCase.progress.permitting',
                  actions: 'makePermitKey',
                },
                'loop.stop': '#softCall.stopped',
              },
              states: {
                counting: {
                  description: "'Calling in N secs'",
                  entry: 'readClock',
                  always: {
                    guard: 'isCountdownOver',
                    target: '#softCall.onCase.progress.permitting',
                    actions: 'makePermitKey',
                  },
                  after: { countdownTick: { target: 'counting', reenter: true } },
                  on: {
                    'countdown.pause': { target: 'paused', actions: ['readClock', 'keepTimeLeft'] },
                  },
                },
                paused: {
                  description: 'the countdown waits for the agent',
                  on: {
                    'countdown.resume': {
                      target: 'counting',
                      actions: ['readClock', 'resumeCountdown'],
                    },
                  },
                },
                notAllowed: {
                  description: 'no telephony login: the telephony message; the case stays',
                  tags: 'error',
                },
              },
            },
            working: {
              description:
                'a call or its feedback is in progress: it finishes before anything else',
              tags: 'working',
              type: 'parallel',
              states: {
                step: {
                  initial: 'calling',
                  states: {
                    calling: {
                      invoke: {
                        id: 'call',
                        src: 'callMachine',
                        input: ({ context }) => ({
                          number: numberToDial(context.call!),
                          hasTelephonyLogin: context.hasTelephonyLogin,
                          ...(context.ringTimeMs === undefined
                            ? {}
                            : { ringTimeMs: context.ringTimeMs }),
                        }),
                        onDone: [
                          {
                            // Asked to stop meanwhile: there is no feedback to wait for.
                            guard: and([
                              stateIn('#softCall.onCase.progress.working.afterThisCase.stop'),
                              'callNotPlaced',
                            ]),
                            target: '#softCall.stopped',
                          },
                          {
                            guard: {
                              type: 'isNotAllowed',
                              params: ({ event }) => ({ result: event.output }),
                            },
                            target: '#softCall.onCase.progress.case.notAllowed',
                            actions: assign(({ event }) => ({ result: event.output })),
                          },
                          {
                            target: 'feedback',
                            actions: [
                              assign(({ event }) => ({ result: event.output })),
                              {
                                type: 'persistCallResult',
                                params: ({ context, event }) => ({
                                  softCallId: context.call!.id,
                                  result: event.output,
                                }),
                              },
                            ],
                          },
                        ],
                      },
                    },
                    feedback: {
                      entry: 'readClock',
                      invoke: {
                        id: 'feedback',
                        src: 'feedbackMachine',
                        input: ({ context }) => ({
                          softCallId: context.call!.id,
                          draft: context.draft,
                          today: businessDay(context.now),
                        }),
                        onDone: [
                          {
                            guard: 'needsOutcome',
                            target: 'saving.outcome',
                            actions: keepFeedback,
                          },
                          { target: 'saving.feedback', actions: keepFeedback },
                        ],
                      },
                    },
                    saving: {
                      tags: 'busy',
                      // The call is linked to the case first, once (when there was one); the feedback after.
                      initial: 'outcome',
                      states: {
                        outcome: {
                          description: 'linking the telephony call to the case',
                          invoke: {
                            id: 'saveCallOutcome',
                            src: 'saveCallOutcome',
                            input: ({ context }) => ({
                              call_id: context.result!.callId!,
                              id: context.call!.id,
                              idempotencyKey: saveKey('outcome', context),
                            }),
                            onDone: {
                              target: 'feedback',
                              actions: raise({ type: 'case.callLinked' }),
                            },
                            onError: {
                              target: '#softCall.onCase.progress.working.step.saveFailed',
                              actions: {
                                type: 'keepError',
                                params: ({ event }) => ({ error: event.error }),
                              },
                            },
                          },
                        },
                        feedback: {
                          description: 'saving the feedback',
                          invoke: {
                            id: 'submitFeedback',
                            src: 'submitFeedback',
                            input: ({ context }) => ({
                              id: context.call!.id,
                              payload: context.feedback!,
                              idempotencyKey: saveKey('feedback', context),
                            }),
                            onDone: [
                              {
                                guard: stateIn(
                                  '#softCall.onCase.progress.working.afterThisCase.stop',
                                ),
                                target: '#softCall.stopped',
                                actions: [forgetSavedWork, 'forgetCase'],
                              },
                              { target: '#softCall.loading', actions: forgetSavedWork },
                            ],
                            onError: {
                              target: '#softCall.onCase.progress.working.step.saveFailed',
                              actions: {
                                type: 'keepError',
                                params: ({ event }) => ({ error: event.error }),
                              },
                            },
                          },
                        },
                      },
                    },
                    saveFailed: {
                      description: 'the feedback is kept; the agent retries (or edits it)',
                      tags: 'error',
                      on: {
                        'save.retry': [
                          {
                            guard: 'needsOutcome',
                            target: 'saving.outcome',
                            actions: assign({ error: null }),
                          },
                          { target: 'saving.feedback', actions: assign({ error: null }) },
                        ],
                        'feedback.edit': {
                          target: 'feedback',
                          // The payload goes back as the draft: each desk's feedback machine reads
                          // its own payload back into its form.
                          actions: assign(({ context }) => ({
                            draft: context.feedback as unknown as FeedbackDraft | null,
                            error: null,
                          })),
                        },
                        // The draft and the call stay kept, so the case comes back whole.
                        'loop.stop': '#softCall.stopped.withUnsavedWork',
                      },
                    },
                  },
                },
                // The telephony call is linked to the case once: a retried save does not link it again.
                callLink: {
                  initial: 'pending',
                  states: {
                    pending: {
                      description: 'the call (if one was placed) is not linked to the case yet',
                      on: { 'case.callLinked': 'linked' },
                    },
                    linked: { description: 'the call is linked to the case' },
                  },
                },
                // Stop asked during a call or its feedback takes effect once the case is saved.
                afterThisCase: {
                  initial: 'continue',
                  states: {
                    continue: {
                      description: 'the next case follows this one',
                      on: { 'loop.stop': 'stop' },
                    },
                    stop: {
                      description: 'calling stops once this case is saved',
                      on: {
                        // After a failed save Stop leaves at once; keeping going is asked by saving.
                        'loop.continue': {
                          guard: not(stateIn('#softCall.onCase.progress.working.step.saveFailed')),
                          target: 'continue',
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        // Whether work kept from before a reload came back for this case: said while it shows.
        kept: {
          initial: 'fresh',
          states: {
            fresh: {
              description: 'nothing was kept for this case',
              on: { 'case.workRestored': 'restored' },
            },
            restored: {
              description: 'a draft or a call result kept before a reload came back',
            },
          },
        },
      },
    },
    stopped: {
      description: 'the loop is stopped; nothing calls until the agent starts it again',
      on: { 'loop.start': 'loading' },
      initial: 'clean',
      states: {
        clean: { description: 'nothing of a case is left unsaved' },
        withUnsavedWork: {
          description: 'stopped after a failed save: the feedback stays kept for the case',
        },
      },
    },
  },
});
