import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { CALL_ACTION_TEXTS as T } from './callActions.texts.ts';
import { escalateMachine } from './escalate.machine.ts';

type Snapshot = SnapshotFrom<typeof escalateMachine>;

const OPEN = messages.labels.escalateToManager;
const managersOf = (s: Snapshot) => s.context.managers ?? [];

/** The managers offered, by name (the server's words), and why Escalate waits when it does. */
const choice: ShowsState<Snapshot> = {
  texts: (s) => managersOf(s).map((manager) => manager.name),
  variants: [
    { when: (s) => managersOf(s).length === 0, texts: [T.noManagers] },
    {
      when: (s) => managersOf(s).length > 0 && s.context.selected === null,
      texts: [T.chooseManagerFirst],
    },
  ],
};

/**
 * What the agent sees of 'Escalete To Manager' (ARCHITECTURE §4): the button, the 'Choose
 * Manager' dialog over the case (its button hidden under it), and the button locked for good once
 * the customer is escalated, with the server's words.
 */
export const escalateShows = defineShows({
  machine: escalateMachine,
  vocabulary: [T.loadingManagers, T.noManagers, T.chooseManagerFirst],
  controls: {
    [OPEN]: [{ type: 'escalate.open' }],
    [T.escalate]: [{ type: 'escalate.confirm' }],
    [T.retry]: [{ type: 'managers.retry' }],
    [T.close]: [{ type: 'escalate.close' }],
  },
  states: {
    'escalate.idle': { enabled: [OPEN] },
    'escalate.loadingManagers': {
      dialogs: [T.managerDialogTitle],
      texts: [T.loadingManagers],
      enabled: [T.close],
      disabled: [T.escalate],
    },
    'escalate.loadFailed': {
      dialogs: [T.managerDialogTitle],
      texts: (s) => [T.managersFailed(s.context.error ?? '')],
      enabled: [T.retry, T.close],
    },
    'escalate.choosing': {
      ...choice,
      dialogs: [T.managerDialogTitle],
      enabled: [T.close],
      variants: [
        ...(choice.variants ?? []),
        { when: (s) => s.context.selected === null, disabled: [T.escalate] },
        { when: (s) => s.context.selected !== null, enabled: [T.escalate] },
      ],
    },
    // In flight: nothing can be changed or dismissed.
    'escalate.escalating': {
      texts: (s) => managersOf(s).map((manager) => manager.name),
      dialogs: [T.managerDialogTitle],
      disabled: [T.escalate, T.close],
    },
    // The server's words; the choice is kept for another try.
    'escalate.failed': {
      texts: (s) => [...managersOf(s).map((manager) => manager.name), s.context.error ?? ''],
      dialogs: [T.managerDialogTitle],
      enabled: [T.escalate, T.close],
    },
    'escalate.escalated': { texts: (s) => [s.context.message ?? ''], disabled: [OPEN] },
  },
});
