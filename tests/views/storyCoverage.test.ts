// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import {
  leafStatesWithoutStory,
  type StoriesModule,
  storyMachineStates,
  unknownStoryStates,
} from '../support/storyCoverage.ts';

// Every machine whose paths are generated is rendered by a view, so every one of its leaf states
// needs a story: adding a machine to the registry without stories fails here.
const stories = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true });
const machines = Object.values(machineRegistry).map((spec) => spec.machine);
const states = storyMachineStates(Object.values(stories));

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
});
