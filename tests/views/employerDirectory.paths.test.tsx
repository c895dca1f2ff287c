// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { employerDirectoryPaths } from '../../machines/employerDirectory/employerDirectory.paths.ts';
import { employerDirectoryShows } from '../../machines/employerDirectory/employerDirectory.shows.ts';
import {
  connectEmployerDirectory,
  type EmployerDirectoryActors,
  employerDirectoryMachine,
  EMPLOYER_DIRECTORY_TEXTS as T,
} from '../../machines/employerDirectory/index.ts';
import { EmployerDirectoryView } from '../../src/features/employers/components/EmployerDirectoryView.tsx';
import { useView } from '../../src/ui/hooks/useView.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<EmployerDirectoryActors>;

/** The route's search as the page wires it, over fake calls. */
function Search({ actors }: { actors: EmployerDirectoryActors }) {
  const [logic] = useState(() => employerDirectoryMachine.provide({ actors }));
  const actor = useActorRef(logic);
  const view = useView(actor, (s) => connectEmployerDirectory(s, actor.send))!;
  const [picked, setPicked] = useState<number | null>(null);
  return <EmployerDirectoryView view={view} picked={picked} onPick={setPicked} />;
}

function driver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<EmployerDirectoryActors>(['searchEmployers']),
    render: (fakes) => <Search actors={fakes.actors} />,
    delays: { searchDebounce: 1000 },
    gestures: {
      'search.type': async (e, { user }) => {
        const box = screen.getByRole('searchbox', { name: T.search });
        await user.clear(box);
        if (e.text) {
          await user.click(box);
          await user.paste(e.text);
        }
      },
      'search.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: (state, { fakes }) => {
      expectScreenShows(employerDirectoryShows as never, state, screen);
      if (state.matches('searching')) {
        expect(fakes.latest('searchEmployers').input).toEqual({ name: state.context.query });
      }
    },
  };
}

describe('employers route search, path by path', () => {
  it.each(viewCases(employerDirectoryPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });
});
