import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  createJobPaths,
  CREATE_JOB_SAMPLE as S,
} from '../../machines/createJob/createJob.paths.ts';
import {
  type CreateJobActors,
  connectCreateJob,
  createJobMachine,
  hasText,
  isValidDays,
  type JobType,
  CREATE_JOB_TEXTS as T,
} from '../../machines/createJob/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof createJobMachine.transition>;

describeMachinePaths('createJob', createJobPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectCreateJob(state);
  const createdAt = history.findLastIndex(
    (step) => step.event.type === 'xstate.done.actor.createJob',
  );
  const since = history.slice(createdAt + 1);
  // Every value stays as last typed until the job is created (nothing lost to a refusal).
  const type = lastPayload<JobType>(since, 'type.change', 'value') ?? 'reminder_sweep';
  const days = lastPayload<string>(since, 'days.change', 'value') ?? '';
  const channel = lastPayload<string>(since, 'channel.change', 'value') ?? '';
  const message = lastPayload<string>(since, 'message.change', 'value') ?? '';
  expect([view.type, view.days, view.channel, view.message]).toEqual([
    type,
    days,
    channel,
    message,
  ]);
  expect(view.open).toBe(state.matches('open'));
  expect(view.busy).toBe(state.matches({ open: 'saving' }));
  expect(view.canCreate).toBe(state.matches({ open: 'form' }));
  expect(view.canClose).toBe(state.matches({ open: 'form' }));

  const last = history.at(-1)!.event;
  if (last.type === 'job.create') {
    // Create sends only the chosen type's parameters when they are there; otherwise it says why.
    const refusal =
      type === 'reminder_sweep'
        ? isValidDays(days)
          ? null
          : T.badDays
        : !hasText(channel)
          ? T.needsChannel
          : !hasText(message)
            ? T.needsMessage
            : null;
    expect(state.matches({ open: 'saving' })).toBe(refusal === null);
    expect(view.alert).toBe(refusal);
  }
  if (state.matches({ open: { form: 'failed' } })) expect(view.alert).toBe(S.unknownChannel);
  expect(view.notice).toBe(
    state.matches({ open: 'saving' })
      ? T.creating
      : state.matches('created')
        ? T.created(S.answer.id)
        : null,
  );
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('createJob with live actors', () => {
  const start = () => {
    const fakes = deferredActors<CreateJobActors>(['createJob']);
    const created: number[] = [];
    const actor = createActor(
      createJobMachine.provide({
        actors: fakes.actors,
        actions: {
          jobCreated: ({ context }) => {
            created.push(context.created!);
          },
        },
      }),
    ).start();
    return { fakes, actor, created };
  };

  it('sends a sweep with its days only, once, then starts empty', async () => {
    const { fakes, actor, created } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'type.change', value: 'channel_message' });
    actor.send({ type: 'channel.change', value: S.channel });
    // The days field is not on a channel message's form.
    actor.send({ type: 'days.change', value: '9' });
    expect(connectCreateJob(actor.getSnapshot()).days).toBe('');
    actor.send({ type: 'type.change', value: 'reminder_sweep' });
    actor.send({ type: 'days.change', value: '3 0' });
    actor.send({ type: 'job.create' });
    actor.send({ type: 'job.create' });
    expect(fakes.calls.createJob).toHaveLength(1);
    expect(fakes.latest('createJob').input).toEqual({
      type: 'reminder_sweep',
      params: { days_overdue: 30 },
    });
    fakes.latest('createJob').resolve(S.answer as never);
    await settle();
    expect(created).toEqual([S.answer.id]);
    actor.send({ type: 'dialog.open' });
    const view = connectCreateJob(actor.getSnapshot());
    expect([view.type, view.days, view.channel]).toEqual(['reminder_sweep', '', '']);
  });

  it("sends the trimmed channel and message, and keeps them after the server's refusal", async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'type.change', value: 'channel_message' });
    actor.send({ type: 'channel.change', value: ` ${S.channel} ` });
    actor.send({ type: 'message.change', value: `${S.message}  ` });
    actor.send({ type: 'job.create' });
    expect(fakes.latest('createJob').input).toEqual({
      type: 'channel_message',
      params: { channel_name: S.channel, message: S.message },
    });
    fakes.latest('createJob').reject(Object.assign(new Error(S.unknownChannel), { status: 400 }));
    await settle();
    const view = connectCreateJob(actor.getSnapshot());
    expect([view.alert, view.invalid, view.channel]).toEqual([
      S.unknownChannel,
      null,
      ` ${S.channel} `,
    ]);
    actor.send({ type: 'job.create' });
    expect(fakes.calls.createJob[1]!.input).toEqual(fakes.calls.createJob[0]!.input);
  });

  it('keeps digits only in the days, and refuses 0 and more than 180', () => {
    const { actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'days.change', value: '1a2b3c4' });
    expect(connectCreateJob(actor.getSnapshot()).days).toBe('123');
    for (const days of ['0', '181']) {
      actor.send({ type: 'days.change', value: days });
      actor.send({ type: 'job.create' });
      const view = connectCreateJob(actor.getSnapshot());
      expect([view.alert, view.invalid]).toEqual([T.badDays, 'days']);
    }
  });

  it('keeps what was typed when the dialog is closed without creating', () => {
    const { actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'days.change', value: S.badDays });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(connectCreateJob(actor.getSnapshot()).days).toBe(S.badDays);
  });
});
