// The profileEdit machine's covering paths replayed through the real profile panel: each step's
// gesture by testing-library, each call settled through a deferred fake, and after every step the
// flow's `shows` declaration checked against the DOM, with the typed value and the saved profile.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  type CustomerProfile,
  connectProfileEdit,
  PROFILE_EDIT_TEXTS as E,
  type ProfileEditActors,
} from '../../machines/profileEdit/index.ts';
import {
  PROFILE_EDIT_INPUT as INPUT,
  profileEditPaths,
  PROFILE_EDIT_SAMPLE as SAMPLE,
} from '../../machines/profileEdit/profileEdit.paths.ts';
import { profileEditShows } from '../../machines/profileEdit/profileEdit.shows.ts';
import { type EditableField, valueToSave } from '../../src/domain/profileEdits.ts';
import { ProfileEditing } from '../../src/features/customer/components/EditableProfile.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<ProfileEditActors>;

/** The page's part: the profile on screen, replaced by what the server answered. */
function Page({ actors }: { actors: ProfileEditActors }) {
  const [profile, setProfile] = useState<CustomerProfile>(SAMPLE.profile);
  return (
    <ProfileEditing
      username={INPUT.username}
      flags={INPUT.flags!}
      current={INPUT.current}
      profile={profile}
      busy={false}
      actors={actors}
      onSaved={setProfile}
    />
  );
}

const input = () => screen.getByRole('textbox');

function expectProfileEditState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(profileEditShows as never, state, screen);
  const model = connectProfileEdit(state as never);
  if (model.field !== null) {
    // What was typed is in the field, through a failure too.
    expect(input()).toHaveValue(model.value);
    expect(input()).toHaveProperty('disabled', model.saving);
  } else {
    expect(screen.queryByRole('textbox')).toBeNull();
  }
  if (model.saving) {
    const { field, value } = state.context as { field: EditableField; value: string };
    expect(fakes.latest('saveProfileField').input).toEqual({
      username: INPUT.username,
      field,
      value: valueToSave(field, value),
    });
  }
  if (model.notice) expect(screen.getByText(model.notice)).toBeVisible();
  // The switch says the validity on screen; it is hidden while a field is open.
  const toggle = screen.queryByRole('switch', { name: E.employeeIdValid });
  if (model.showToggle) {
    expect(toggle).toHaveAttribute('aria-checked', String(model.employeeIdValid));
  } else {
    expect(toggle).toBeNull();
  }
}

function profileEditDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<ProfileEditActors>(['saveProfileField', 'setEmployeeIdValidity']),
    render: (fakes) => <Page actors={fakes.actors} />,
    gestures: {
      'edit.start': (e, { user }) =>
        user.click(
          screen.getByRole('button', { name: E.edit(E.labels[e.field as EditableField]) }),
        ),
      'edit.change': async (e, { user }) => {
        await user.clear(input());
        if (e.value) await user.type(input(), e.value);
      },
      'edit.save': (_e, { user }) => user.click(screen.getByRole('button', { name: E.save })),
      'edit.cancel': (_e, { user }) => user.click(screen.getByRole('button', { name: E.cancel })),
      'employeeId.toggle': (_e, { user }) =>
        user.click(screen.getByRole('switch', { name: E.employeeIdValid })),
    },
    expectState: expectProfileEditState,
  };
}

describe('profile edits through the profile panel', () => {
  it.each(viewCases(profileEditPaths))('$title', async ({ path }) => {
    await replayThroughView(path, profileEditDriver());
  });
});
