import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectProfileEdit,
  type ProfileEditContext,
  profileEditMachine,
} from '../../machines/profileEdit/index.ts';
import { PROFILE_EDIT_INPUT } from '../../machines/profileEdit/profileEdit.paths.ts';
import { profileEditShows } from '../../machines/profileEdit/profileEdit.shows.ts';
import { renders } from '../../tests/support/storyState.ts';

/* Story props made the way the page makes them: connect() of a profileEdit snapshot. */

const defaults: ProfileEditContext = {
  username: PROFILE_EDIT_INPUT.username,
  flags: PROFILE_EDIT_INPUT.flags!,
  current: true,
  employeeIdValid: PROFILE_EDIT_INPUT.employeeIdValid,
  field: null,
  value: '',
  problem: null,
  saved: null,
};

/** The edit's part of a story: its model from a snapshot, the snapshot in the parameters. */
export function profileEditStory(value: StateValue, context: Partial<ProfileEditContext> = {}) {
  const state = profileEditMachine.resolveState({ value, context: { ...defaults, ...context } });
  // The intents go to a spy: a story's gestures are recorded, not acted on.
  return {
    args: { edit: connectProfileEdit(state, fn()) },
    parameters: renders(profileEditShows as never, state),
  };
}
