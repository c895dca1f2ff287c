// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { callShows } from '../../machines/call/call.shows.ts';
import { customerListShows } from '../../machines/customerList/customerList.shows.ts';
import { feedbackShows } from '../../machines/feedback/feedback.shows.ts';
import { loanListShows } from '../../machines/loanList/loanList.shows.ts';
import { loansDashboardShows } from '../../machines/loansDashboard/loansDashboard.shows.ts';
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
// needs a story: adding a machine to the registry without stories fails here.
const stories = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true });
const machines = Object.values(machineRegistry).map((spec) => spec.machine);
const states = storyMachineStates(Object.values(stories));
const rendered = renderedStoryStates(Object.values(stories));
/** Machines whose stories are made from snapshots: their coverage counts rendered states only. */
const DERIVED = [
  softCallShows.machine,
  callShows.machine,
  feedbackShows.machine,
  loanListShows.machine,
  customerListShows.machine,
  loansDashboardShows.machine,
];

describe('stories', () => {
  it.each(machines.map((machine) => ({ id: machine.id, machine })))(
    'show every leaf state of $id',
    ({ machine }) => {
      expect(leafStatesWithoutStory(machine, states)).toEqual([]);
    },
  );

  it('name only states that exist', () => {
    expect(unknownStoryStates(machines, states)).toEqual([]);
  });

  it.each(DERIVED.map((machine) => ({ id: machine.id, machine })))(
    'render every leaf state of $id from a snapshot (no hand-typed label counts)',
    ({ machine }) => {
      expect(leafStatesWithoutStory(machine, rendered)).toEqual([]);
    },
  );

  it('claim only states they render', () => {
    expect(mislabelledStories(Object.values(stories))).toEqual([]);
  });

  it('a story that claims a state it does not render is caught', () => {
    const claimsPaused = {
      default: {},
      Counting: {
        parameters: {
          machineState: 'softCall.case.paused',
          ...renders(softCallShows as never, softCallSnapshot({ case: 'counting' })),
        },
      },
    };
    expect(mislabelledStories([claimsPaused])).toEqual([
      'Counting claims softCall.case.paused but renders softCall.case.counting',
    ]);
  });
});
