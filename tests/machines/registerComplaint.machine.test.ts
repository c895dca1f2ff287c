import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectRegisterComplaint,
  hasComplaint,
  isValidMobile,
  type RegisterComplaintActors,
  registerComplaintMachine,
  REGISTER_COMPLAINT_TEXTS as T,
} from '../../machines/registerComplaint/index.ts';
import {
  registerComplaintPaths,
  REGISTER_COMPLAINT_SAMPLE as S,
} from '../../machines/registerComplaint/registerComplaint.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof registerComplaintMachine.transition>;

describeMachinePaths('registerComplaint', registerComplaintPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectRegisterComplaint(state);
  const registeredAt = history.findLastIndex(
    (step) => step.event.type === 'xstate.done.actor.registerComplaint',
  );
  const since = history.slice(registeredAt + 1);
  // Every value stays as last typed until the complaint is registered (nothing lost to a refusal).
  const mobile = lastPayload<string>(since, 'mobile.change', 'value') ?? '';
  const text = lastPayload<string>(since, 'complaint.change', 'value') ?? '';
  expect([view.username, view.complaint]).toEqual([mobile, text]);
  expect(view.open).toBe(state.matches('open'));
  expect(view.busy).toBe(state.matches({ open: 'saving' }));
  expect(view.canRegister).toBe(state.matches({ open: 'form' }));
  expect(view.canClose).toBe(state.matches({ open: 'form' }));

  const last = history.at(-1)!.event;
  if (last.type === 'complaint.register') {
    // Register sends only a 10-digit number with a complaint; otherwise it says why.
    const sent = isValidMobile(mobile) && hasComplaint(text);
    expect(state.matches({ open: 'saving' })).toBe(sent);
    expect(view.alert).toBe(sent ? null : !isValidMobile(mobile) ? T.badMobile : T.needsComplaint);
    expect(view.invalid).toBe(sent ? null : !isValidMobile(mobile) ? 'mobile' : 'complaint');
  }
  if (state.matches({ open: { form: 'failed' } })) expect(view.alert).toBe(S.unknown);
  expect(view.notice).toBe(
    state.matches({ open: 'saving' })
      ? T.registering
      : state.matches('registered')
        ? T.registered(S.mobile)
        : null,
  );
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('registerComplaint with live actors', () => {
  const start = () => {
    const fakes = deferredActors<RegisterComplaintActors>(['registerComplaint']);
    const registered: string[] = [];
    const actor = createActor(
      registerComplaintMachine.provide({
        actors: fakes.actors,
        actions: {
          complaintRegistered: ({ context }) => {
            registered.push(context.registered!);
          },
        },
      }),
    ).start();
    return { fakes, actor, registered };
  };

  it('sends the number, the trimmed complaint and the category once, then starts empty', async () => {
    const { fakes, actor, registered } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'mobile.change', value: '80000 00001' });
    actor.send({ type: 'complaint.change', value: `  ${S.complaint} ` });
    actor.send({ type: 'category.change', value: 'behaviour' });
    actor.send({ type: 'complaint.register' });
    actor.send({ type: 'complaint.register' });
    expect(fakes.calls.registerComplaint).toHaveLength(1);
    expect(fakes.latest('registerComplaint').input).toEqual({
      username: S.mobile,
      complaint: S.complaint,
      category: 'behaviour',
    });
    fakes.latest('registerComplaint').resolve(S.answer as never);
    await settle();
    expect(registered).toEqual([S.mobile]);
    actor.send({ type: 'dialog.open' });
    const view = connectRegisterComplaint(actor.getSnapshot());
    expect([view.username, view.complaint, view.category]).toEqual(['', '', 'other']);
  });

  it("keeps every value after the server's refusal and sends the same again", async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'mobile.change', value: S.mobile });
    actor.send({ type: 'complaint.change', value: S.complaint });
    actor.send({ type: 'complaint.register' });
    fakes.latest('registerComplaint').reject(Object.assign(new Error(S.unknown), { status: 404 }));
    await settle();
    const view = connectRegisterComplaint(actor.getSnapshot());
    expect([view.alert, view.username, view.complaint]).toEqual([S.unknown, S.mobile, S.complaint]);
    actor.send({ type: 'complaint.register' });
    expect(fakes.calls.registerComplaint[1]!.input).toEqual(
      fakes.calls.registerComplaint[0]!.input,
    );
  });

  it('keeps digits only, ten at most, and no more complaint than the server takes', () => {
    const { actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'mobile.change', value: '+91 80000-000012' });
    actor.send({ type: 'complaint.change', value: 'y'.repeat(1200) });
    const view = connectRegisterComplaint(actor.getSnapshot());
    expect(view.username).toBe('9180000000');
    expect(view.complaint).toHaveLength(1000);
  });

  it('keeps what was typed when the dialog is closed without registering', () => {
    const { actor } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'mobile.change', value: S.shortMobile });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(connectRegisterComplaint(actor.getSnapshot()).username).toBe(S.shortMobile);
  });
});
