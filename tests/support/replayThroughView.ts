import { act, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { FakeCall } from './deferred.ts';
import { eventLabel, stateLabel } from './describePath.ts';
import type { MachinePath } from './paths.ts';

/** Any fakes object; actor outcomes are settled through its `latest(name)` (see deferredActors). */
type AnyFakes = object;
type Settleable = { latest(name: string): FakeCall<unknown, unknown> };

export type ReplayContext<TFakes extends AnyFakes> = {
  user: UserEvent;
  fakes: TFakes;
  /** The step being replayed (0 is the initial state). */
  step: number;
  path: MachinePath;
};

export type ViewDriver<TFakes extends AnyFakes> = {
  /** Fresh fakes for one replay. */
  fakes: () => TFakes;
  /** The real route component, given the fakes. */
  render: (fakes: TFakes) => ReactElement;
  /** Gestures that bring the view to the machine's initial state (e.g. switch to a mode). */
  prepare?: (context: ReplayContext<TFakes>) => Promise<void>;
  /** The user gesture for each event type a person causes. */
  gestures: Record<
    string,
    (event: AnyEventObject, context: ReplayContext<TFakes>) => Promise<void>
  >;
  /** Invoke id → fake actor name, where they differ. */
  actorOf?: Record<string, string>;
  /** Delay name → milliseconds; when given, the replay runs on fake timers. */
  delays?: Record<string, number>;
  /** Asserts what the user sees in a machine state. */
  expectState: (state: AnyMachineSnapshot, context: ReplayContext<TFakes>) => void | Promise<void>;
};

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;
const AFTER = /^xstate\.after\.([^.]+)\./;

async function settle<TFakes extends AnyFakes>(
  event: AnyEventObject,
  driver: ViewDriver<TFakes>,
  context: ReplayContext<TFakes>,
): Promise<boolean> {
  const done = DONE.exec(event.type);
  const failed = ERROR.exec(event.type);
  const id = done?.[1] ?? failed?.[1];
  if (id) {
    const fakes = context.fakes as Partial<Settleable>;
    if (typeof fakes.latest !== 'function') {
      throw new Error(`'${event.type}' needs fakes with latest(name), e.g. from deferredActors()`);
    }
    const call = fakes.latest(driver.actorOf?.[id] ?? id);
    await act(async () => {
      if (done) call.resolve(event.output);
      else call.reject(event.error);
      await call.promise.catch(() => undefined);
    });
    return true;
  }
  const after = AFTER.exec(event.type);
  if (after) {
    const name = after[1]!;
    const ms = driver.delays?.[name] ?? Number(name);
    if (!Number.isFinite(ms)) throw new Error(`No duration given for the delay '${name}'`);
    await act(() => vi.advanceTimersByTimeAsync(ms));
    return true;
  }
  return false;
}

/**
 * Replays a machine path through the real component: user events for user steps, settled
 * deferred fakes for actor outcomes, fake-timer advances for delays; after every step the
 * driver asserts what the user sees for the state the machine path reached.
 */
export async function replayThroughView<TFakes extends AnyFakes>(
  path: MachinePath,
  driver: ViewDriver<TFakes>,
): Promise<TFakes> {
  const timed = Boolean(driver.delays);
  if (timed) vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const fakes = driver.fakes();
    const user = timed
      ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      : userEvent.setup();
    const context: ReplayContext<TFakes> = { user, fakes, step: 0, path };
    render(driver.render(fakes));
    await driver.prepare?.(context);
    await checkStep(path.steps[0]!.state, driver, context, 'the initial state');
    for (const [index, step] of path.steps.entries()) {
      if (index === 0) continue;
      context.step = index;
      const where = `step ${index} (${eventLabel(step.event)})`;
      const gesture = driver.gestures[step.event.type];
      if (gesture) await gesture(step.event, context);
      else if (!(await settle(step.event, driver, context))) {
        throw new Error(`No gesture for '${step.event.type}' at ${where}`);
      }
      await checkStep(step.state, driver, context, where);
    }
    return fakes;
  } finally {
    if (timed) vi.useRealTimers();
  }
}

async function checkStep<TFakes extends AnyFakes>(
  state: AnyMachineSnapshot,
  driver: ViewDriver<TFakes>,
  context: ReplayContext<TFakes>,
  where: string,
) {
  try {
    await driver.expectState(state, context);
  } catch (error) {
    if (error instanceof Error) {
      error.message = `In '${stateLabel(state)}' after ${where}: ${error.message}`;
    }
    throw error;
  }
}
