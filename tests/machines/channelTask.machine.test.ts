import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  OPEN_TASK,
  CHANNEL_TASK_SAMPLE as S,
  TASK_CHANNEL,
} from '../../machines/channelTask/channelTask.fixtures.ts';
import { channelTaskPaths } from '../../machines/channelTask/channelTask.paths.ts';
import {
  type ChannelTaskActors,
  channelTaskMachine,
  connectChannelTask,
  hasComment,
  MANAGE_TASKS_ACTION,
  offersTasks,
  CHANNEL_TASK_TEXTS as T,
  toDayMonthYear,
} from '../../machines/channelTask/index.ts';
import { MANAGE_TASKS_ACTION_RULE } from '../../src/domain/access/tasks.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof channelTaskMachine.transition>;

describeMachinePaths('channelTask', channelTaskPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectChannelTask(state);
  const openedAt = history.findLastIndex((step) => step.event.type.endsWith('.open'));
  const since = history.slice(openedAt + 1);
  // What was typed stays through a refusal until the dialog is left.
  if (state.matches('closing')) {
    expect(view.comment).toBe(lastPayload<string>(since, 'comment.change', 'value') ?? '');
  }
  if (state.matches('describing')) {
    expect(view.description).toBe(
      lastPayload<string>(since, 'description.change', 'value') ?? OPEN_TASK.description,
    );
  }
  if (state.matches('assigning')) {
    expect(view.assignee).toBe(
      lastPayload<string>(since, 'assignee.change', 'value') ?? OPEN_TASK.assignee!.username,
    );
  }
  expect(view.canOpen).toBe(state.matches('list') || state.matches('changed'));
  expect(view.busy).toBe(state.hasTag('busy'));

  const last = history.at(-1)!.event;
  if (last.type === 'change.save' && state.matches('closing')) {
    // Closing sends only with a closing message; otherwise it says why.
    const sent = hasComment(view.comment);
    expect(state.matches({ closing: 'saving' })).toBe(sent);
    expect(view.alert).toBe(sent ? null : T.needsComment);
  }
  if (state.hasTag('error') && state.matches({ closing: { form: 'failed' } })) {
    expect(view.alert).toBe(S.refused);
  }
  if (state.matches('changed')) expect(view.notice).toBe(S.closed.msg);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('channelTask with live actors', () => {
  const start = () => {
    const fakes = deferredActors<ChannelTaskActors>(['updateChannelTask']);
    const changed: number[] = [];
    const actor = createActor(
      channelTaskMachine.provide({
        actors: fakes.actors,
        actions: { taskChanged: () => changed.push(1) },
      }),
      { input: { channel: TASK_CHANNEL } },
    ).start();
    return { actor, fakes, changed };
  };

  it('closes a task with the trimmed closing message and tells the app', async () => {
    const { actor, fakes, changed } = start();
    actor.send({ type: 'close.open', task: OPEN_TASK });
    actor.send({ type: 'comment.change', value: `  ${S.comment} ` });
    actor.send({ type: 'change.save' });
    expect(fakes.calls.updateChannelTask.map((call) => call.input)).toEqual([
      { channel_name: TASK_CHANNEL, task_id: OPEN_TASK.id, comments: S.comment },
    ]);
    fakes.latest('updateChannelTask').resolve(S.closed);
    await settle();
    expect(actor.getSnapshot().matches('changed')).toBe(true);
    expect(changed).toHaveLength(1);
  });

  it('sends the chosen member as the assignee, and the description as typed', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'assign.open', task: OPEN_TASK });
    actor.send({ type: 'assignee.change', value: S.member });
    actor.send({ type: 'change.save' });
    // A second dialog cannot open while the save is in flight.
    actor.send({ type: 'describe.open', task: OPEN_TASK });
    expect(actor.getSnapshot().matches({ assigning: 'saving' })).toBe(true);
    expect(fakes.calls.updateChannelTask.map((call) => call.input)).toEqual([
      { channel_name: TASK_CHANNEL, task_id: OPEN_TASK.id, assignee: S.member },
    ]);
  });
});

describe('the Tasks option of a channel', () => {
  it('follows the rule table: offered by the manage_task_across_channels action', () => {
    expect(MANAGE_TASKS_ACTION).toBe(MANAGE_TASKS_ACTION_RULE);
    expect(offersTasks({ chat_action_names: ['Leave Request', MANAGE_TASKS_ACTION] })).toBe(true);
    expect(offersTasks({ chat_action_names: ['Leave Request'] })).toBe(false);
    expect(offersTasks({})).toBe(false);
  });

  it('sends dates as DD-MM-YYYY', () => {
    expect(toDayMonthYear('2026-11-29')).toBe('29-11-2026');
  });
});
