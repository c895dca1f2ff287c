import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectLoanshareVideo,
  type LoanshareVideoActors,
  type LoanshareVideoContext,
  loanshareVideoMachine,
} from '../../machines/loanshareVideo/index.ts';
import { videoInput } from '../../machines/loanshareVideo/loanshareVideo.fixtures.ts';
import {
  loanshareVideoPaths,
  LOANSHARE_VIDEO_SAMPLE as S,
} from '../../machines/loanshareVideo/loanshareVideo.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof loanshareVideoMachine.transition>;

describeMachinePaths('loanshareVideo', loanshareVideoPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectLoanshareVideo(state);
  const before = history.at(-2)?.state.context as LoanshareVideoContext | undefined;
  const last = history.at(-1)!.event;
  // The share's video changes only with the server's answer.
  if (before && last.type !== 'xstate.done.actor.assignLoanshareVideo') {
    expect(state.context.assigned).toBe(before.assigned);
  }
  // Nothing is sent without a chosen video other than the share's own.
  if (state.matches('assigning')) {
    expect(before!.picked).not.toBeNull();
    expect(before!.picked).not.toBe(before!.assigned);
  }
  expect(view.canAssign).toBe(
    (state.matches('idle') || state.matches('failed')) &&
      state.context.picked !== null &&
      state.context.picked !== state.context.assigned,
  );
  expect(view.error).toBe(state.matches('failed') ? S.refused : null);
});

describe('loanshareVideo with live actors', () => {
  it('sends the share and the chosen video once; the answer becomes the assigned video', async () => {
    const fakes = deferredActors<LoanshareVideoActors>(['assignLoanshareVideo']);
    const actor = createActor(loanshareVideoMachine.provide({ actors: fakes.actors }), {
      input: videoInput,
    }).start();
    actor.send({ type: 'video.assign' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'video.pick', docId: S.videos[1].id });
    actor.send({ type: 'video.assign' });
    actor.send({ type: 'video.assign' });
    expect(fakes.calls.assignLoanshareVideo).toHaveLength(1);
    expect(fakes.latest('assignLoanshareVideo').input).toEqual({
      username: S.username,
      doc_id: S.videos[1].id,
      loan_id: S.loanId,
    });
    fakes.latest('assignLoanshareVideo').resolve({ video_doc_id: S.videos[1].id });
    for (let i = 0; i < 3; i++) await Promise.resolve();
    expect(connectLoanshareVideo(actor.getSnapshot()).assigned).toBe(S.videos[1].id);
  });
});
