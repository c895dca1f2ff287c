import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { undeclaredVocabulary } from '../../machines/shared/shows.ts';
import { undeclaredLeafStates } from '../support/shows.ts';

// Every flow's declaration, whole: each leaf state says what it shows, and each sentence the flow
// names as its own is shown by some state (dropping one from its state fails here at once).
const declared = Object.entries(machineRegistry).flatMap(([name, spec]) =>
  spec.shows ? [{ name, shows: spec.shows }] : [],
);

describe('shows declarations', () => {
  it.each(declared)('$name: every leaf state is declared', ({ shows }) => {
    expect(undeclaredLeafStates(shows)).toEqual([]);
  });

  it.each(declared)(
    '$name: every sentence of its vocabulary is shown by some state',
    ({ shows }) => {
      expect(undeclaredVocabulary(shows)).toEqual([]);
    },
  );
});
