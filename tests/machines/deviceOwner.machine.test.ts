import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  deviceOwnerPaths,
  DEVICE_OWNER_SAMPLE as S,
} from '../../machines/deviceOwner/deviceOwner.paths.ts';
import {
  connectDeviceOwner,
  type DeviceOwnerActors,
  deviceOwnerMachine,
  isIgnoredOwner,
  NOT_SET,
} from '../../machines/deviceOwner/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof deviceOwnerMachine.transition>;

describeMachinePaths('deviceOwner', deviceOwnerPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectDeviceOwner(state);
  const last = history.at(-1)!.event;
  // Choosing 'notset' or the current owner does nothing.
  if (
    last.type === 'owner.pick' &&
    isIgnoredOwner(last.username, history.at(-2)?.state.context.currentOwner ?? S.owner)
  ) {
    expect(state.matches('confirming')).toBe(false);
  }
  if (state.matches('confirming')) {
    expect(last.type).toBe('owner.pick');
    expect(isIgnoredOwner(last.username, history.at(-2)!.state.context.currentOwner)).toBe(false);
  }
  expect(view.confirming).toBe(state.matches('confirming'));
  expect(view.error).toBe(state.matches('failed') ? S.refused : null);
  const saves = history.filter((s) => s.event.type === 'xstate.done.actor.setDeviceOwner').length;
  const savedPicks = history
    .map((s, i) =>
      s.event.type === 'xstate.done.actor.setDeviceOwner'
        ? history[i - 1]!.state.context.picked
        : null,
    )
    .filter((p) => p !== null);
  expect(state.context.currentOwner).toBe(saves > 0 ? savedPicks.at(-1) : S.owner);
});

describe('deviceOwner with live actors', () => {
  it("ignores 'notset' and the current owner; saves a confirmed other and reloads", async () => {
    const fakes = deferredActors<DeviceOwnerActors>(['setDeviceOwner']);
    const reloadDevices = vi.fn();
    const actor = createActor(
      deviceOwnerMachine.provide({ actors: fakes.actors, actions: { reloadDevices } }),
      { input: { deviceId: S.deviceId, currentOwner: S.owner } },
    ).start();
    actor.send({ type: 'owner.pick', username: NOT_SET });
    actor.send({ type: 'owner.pick', username: S.owner });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'owner.pick', username: S.other });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'owner.confirm' });
    expect(fakes.latest('setDeviceOwner').input).toEqual({
      deviceId: S.deviceId,
      username: S.other,
    });
    fakes.latest('setDeviceOwner').resolve({});
    for (let i = 0; i < 3; i++) await Promise.resolve();
    expect(reloadDevices).toHaveBeenCalledTimes(1);
    expect(connectDeviceOwner(actor.getSnapshot()).selected).toBe(S.other);
  });
});
