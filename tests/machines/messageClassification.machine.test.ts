import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  connectMessageClassification,
  type MessageClassificationActors,
  messageClassificationMachine,
  MESSAGE_CLASSIFICATION_TEXTS as T,
} from '../../machines/messageClassification/index.ts';
import {
  messageClassificationPaths,
  MESSAGE_CLASSIFICATION_SAMPLE as S,
} from '../../machines/messageClassification/messageClassification.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof messageClassificationMachine.transition>;

const lastPick = (history: readonly PathStep[]) =>
  history.findLast((step) => step.event.type === 'message.classify')?.event;

describeMachinePaths('messageClassification', messageClassificationPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectMessageClassification(state);
  const pick = lastPick(history);
  // The branch taken follows the pick: uncategorised → classify, same → confirm, other → reclassify.
  if (state.matches('classifying')) expect(pick!.from).toBeNull();
  if (state.matches('confirmingUndo')) expect(pick!.from).toBe(pick!.category);
  if (state.matches('reclassifying')) {
    expect(pick!.from).not.toBeNull();
    expect(pick!.from).not.toBe(pick!.category);
  }
  if (state.matches('unclassifying')) expect(history.at(-1)!.event.type).toBe('undo.confirm');
  expect(view.confirmingUndo).toBe(state.matches('confirmingUndo'));
  expect(view.canPick).toBe(state.can({ type: 'message.classify', ...S.classify }));
  expect(view.error).toBe(state.matches('failed') ? S.refused : null);
  if (state.matches('saved')) {
    const undone =
      history.some((s) => s.event.type === 'undo.confirm') &&
      history.findLast((s) => s.event.type.startsWith('xstate.done'))!.event.type ===
        'xstate.done.actor.unclassifyMessage';
    expect(view.notice).toBe(T.saved(pick as never, undone));
  }
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('messageClassification with live actors', () => {
  const start = () => {
    const fakes = deferredActors<MessageClassificationActors>([
      'classifyMessage',
      'reclassifyMessage',
      'unclassifyMessage',
    ]);
    const reloadMessages = vi.fn();
    const actor = createActor(
      messageClassificationMachine.provide({ actors: fakes.actors, actions: { reloadMessages } }),
      { input: { deviceId: S.deviceId } },
    ).start();
    return { fakes, actor, reloadMessages };
  };

  it('classifies first with the device id, and reads the list again', async () => {
    const { fakes, actor, reloadMessages } = start();
    actor.send({ type: 'message.classify', ...S.classify });
    expect(fakes.latest('classifyMessage').input).toEqual({
      messageId: S.classify.messageId,
      category: S.classify.category,
      deviceId: S.deviceId,
    });
    fakes.latest('classifyMessage').resolve({});
    await settle();
    expect(reloadMessages).toHaveBeenCalledTimes(1);
  });

  it('unclassifies only after the confirmation; Cancel saves nothing', async () => {
    const { fakes, actor, reloadMessages } = start();
    actor.send({ type: 'message.classify', ...S.undo });
    actor.send({ type: 'undo.cancel' });
    expect(fakes.calls.unclassifyMessage ?? []).toHaveLength(0);
    actor.send({ type: 'message.classify', ...S.undo });
    actor.send({ type: 'undo.confirm' });
    expect(fakes.latest('unclassifyMessage').input).toEqual({ messageId: S.undo.messageId });
    fakes.latest('unclassifyMessage').resolve({});
    await settle();
    expect(reloadMessages).toHaveBeenCalledTimes(1);
    expect(connectMessageClassification(actor.getSnapshot()).notice).toBe(T.saved(S.undo, true));
  });
});
