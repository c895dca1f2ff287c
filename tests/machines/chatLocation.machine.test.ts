import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  LOCATION_SAMPLE,
  locationError,
} from '../../machines/chatLocation/chatLocation.fixtures.ts';
import { chatLocationPaths } from '../../machines/chatLocation/chatLocation.paths.ts';
import {
  type ChatLocationActors,
  chatLocationMachine,
  connectChatLocation,
  LOCATION_FAILURES,
  locationFailureOf,
  CHAT_LOCATION_TEXTS as T,
} from '../../machines/chatLocation/index.ts';
import type { ChatLocation } from '../../src/domain/chat/types.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof chatLocationMachine.transition>;

describeMachinePaths('chatLocation', chatLocationPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectChatLocation(state);
  expect(view.canShare).toBe(state.matches('idle'));
  expect(view.busy).toBe(state.matches('locating'));
  expect(view.finding).toBe(state.matches('locating') ? T.finding : null);
  const last = history.at(-1)!.event;
  if (state.matches('failed')) {
    expect(last.type).toBe('xstate.error.actor.getPosition');
    expect(view.failure).toBe(T.failed[last.error.kind as keyof typeof T.failed]);
  } else expect([view.failure, state.context.failure]).toEqual([null, null]);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('chatLocation with a live actor', () => {
  const start = () => {
    const fakes = deferredActors<ChatLocationActors>(['getPosition']);
    const actor = createActor(chatLocationMachine.provide({ actors: fakes.actors })).start();
    const shared: ChatLocation[] = [];
    actor.on('location.shared', (event) => shared.push(event.location));
    return { fakes, actor, shared };
  };

  it('asks once per press and hands on only the latitude and longitude, then is ready again', async () => {
    const { fakes, actor, shared } = start();
    actor.send({ type: 'location.share' });
    actor.send({ type: 'location.share' });
    expect(fakes.calls.getPosition).toHaveLength(1);
    fakes.latest('getPosition').resolve({ ...LOCATION_SAMPLE, accuracy: 12 } as ChatLocation);
    await settle();
    expect(shared).toEqual([LOCATION_SAMPLE]);
    expect(Object.keys(shared[0]!)).toEqual(['latitude', 'longitude']);
    expect(connectChatLocation(actor.getSnapshot()).canShare).toBe(true);
    actor.send({ type: 'location.share' });
    expect(fakes.calls.getPosition).toHaveLength(2);
  });

  it.each(LOCATION_FAILURES)(
    'says why on %s, hands nothing on, and asks again on Try again',
    async (kind) => {
      const { fakes, actor, shared } = start();
      actor.send({ type: 'location.share' });
      fakes.latest('getPosition').reject(locationError(kind));
      await settle();
      expect(connectChatLocation(actor.getSnapshot()).failure).toBe(T.failed[kind]);
      expect(shared).toEqual([]);
      actor.send({ type: 'location.retry' });
      expect(fakes.calls.getPosition).toHaveLength(2);
      expect(connectChatLocation(actor.getSnapshot()).failure).toBeNull();
    },
  );

  it('goes back to the button on Dismiss without asking again', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'location.share' });
    fakes.latest('getPosition').reject(locationError('timeout'));
    await settle();
    actor.send({ type: 'location.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(fakes.calls.getPosition).toHaveLength(1);
  });

  it('stops the wait when stopped (the input unmounts) and hands nothing on', async () => {
    const { fakes, actor, shared } = start();
    actor.send({ type: 'location.share' });
    const call = fakes.latest('getPosition');
    actor.stop();
    expect(call.signal.aborted).toBe(true);
    call.resolve(LOCATION_SAMPLE);
    await settle();
    expect(shared).toEqual([]);
  });

  it('reads a failure that names no known kind as unavailable', () => {
    expect(locationFailureOf(new Error('boom'))).toBe('unavailable');
    expect(locationFailureOf({ kind: 'elsewhere' })).toBe('unavailable');
    expect(locationFailureOf(null)).toBe('unavailable');
    expect(locationFailureOf(locationError('denied'))).toBe('denied');
  });
});
