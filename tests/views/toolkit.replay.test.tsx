// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PromiseActorLogic } from 'xstate';
import { errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { deferredActors } from '../support/deferred.ts';
import { NoticeView } from '../support/fixtures/NoticeView.tsx';
import { noticeMachine, noticePaths } from '../support/fixtures/notice.machine.ts';
import { pathsOfSpec, walk } from '../support/paths.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';

type Fakes = ReturnType<typeof makeFakes>;
const makeFakes = () =>
  deferredActors<{ loadNotice: PromiseActorLogic<string, { count: number }> }>(['loadNotice']);

const driver: ViewDriver<Fakes> = {
  fakes: makeFakes,
  render: (fakes) => <NoticeView logic={noticeMachine.provide({ actors: fakes.actors })} />,
  gestures: {
    'notice.load': (event, { user }) =>
      user.click(
        screen.getByRole('button', { name: event.count > 0 ? 'Load three' : 'Load none' }),
      ),
  },
  delays: { hideDelay: 1500 },
  expectState: (state) => {
    expect(screen.getByTestId('state')).toHaveTextContent(JSON.stringify(state.value));
    if (state.matches('shown')) expect(screen.getByRole('status')).toHaveTextContent('3 new');
    else expect(screen.queryByRole('status')).toBeNull();
  },
};

describe('replayThroughView', () => {
  it.each(
    pathsOfSpec(noticePaths).map((path) => ({
      path,
      title: path.events.map((e) => e.type).join(' → '),
    })),
  )('replays $title with deferred fakes and fake timers', async ({ path }) => {
    await replayThroughView(path, driver);
  });

  it('fails with the state and step when the view disagrees', async () => {
    const path = walk(noticeMachine, [
      { type: 'notice.load', count: 3 },
      errorEvent('loadNotice', serviceError('Unavailable', 503)),
    ]);
    await expect(
      replayThroughView(path, {
        ...driver,
        expectState: (state) => {
          if (state.matches('failed')) expect(screen.queryByRole('alert')).not.toBeNull();
        },
      }),
    ).rejects.toThrow(
      /In 'failed' after step \d+ \(call 'loadNotice' fails with 503 "Unavailable"\)/,
    );
  });

  it('refuses an event it has no gesture for', async () => {
    const [path] = pathsOfSpec(noticePaths).filter((p) => p.events.length > 0);
    await expect(replayThroughView(path!, { ...driver, gestures: {} })).rejects.toThrow(
      /No gesture for 'notice\.load'/,
    );
  });
});
