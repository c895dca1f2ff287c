// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { softCallSnapshot } from '../../machines/softCall/index.ts';
import { softCallShows } from '../../machines/softCall/softCall.shows.ts';
import {
  leafStatesWithoutStory,
  mislabelledStories,
  renderedStoryStates,
  type StoriesModule,
  storyMachineStates,
  unknownStoryStates,
} from '../support/storyCoverage.ts';
import { renders } from '../support/storyState.ts';

// Every machine whose paths are generated is rendered by a view, so every one of its leaf states
// needs a story, counted from the snapshots stories render (a hand-typed label counts for
// nothing): adding a machine to the registry without stories fails here.
const stories = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true });
const machines = Object.values(machineRegistry).map((spec) => spec.machine);
const labelled = storyMachineStates(Object.values(stories));
const rendered = renderedStoryStates(Object.values(stories));

describe('stories', () => {
  it.each(machines.map((machine) => ({ id: machine.id, machine })))(
    'render every leaf state of $id from a snapshot',
    ({ machine }) => {
      expect(leafStatesWithoutStory(machine, rendered)).toEqual([]);
    },
  );

  it('name only states that exist', () => {
    expect(unknownStoryStates(machines, labelled)).toEqual([]);
  });

  it('claim only states they render', () => {
    expect(mislabelledStories(Object.values(stories))).toEqual([]);
  });

  it('a story that claims a state it does not render is caught', () => {
    const claimsPaused = {
      default: {},
      Counting: {
        parameters: {
          machineState: 'softCall.onCase.progress.case.paused',
          ...renders(softCallShows as never, softCallSnapshot({ case: 'counting' })),
        },
      },
    };
    expect(mislabelledStories([claimsPaused])).toEqual([
      'Counting claims softCall.onCase.progress.case.paused but renders softCall.onCase.progress.case.counting + softCall.onCase.kept.fresh',
    ]);
  });
});
