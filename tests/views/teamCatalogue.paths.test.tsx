// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectTeamCatalogue,
  saveBodyOf,
  TEAM_CATALOGUE_TEXTS as T,
  type TeamCatalogueActors,
} from '../../machines/teamCatalogue/index.ts';
import {
  TEAM_CATALOGUE_SAMPLE as S,
  teamCataloguePaths,
} from '../../machines/teamCatalogue/teamCatalogue.paths.ts';
import { teamCatalogueShows } from '../../machines/teamCatalogue/teamCatalogue.shows.ts';
import { TeamCatalogue } from '../../src/features/chatCatalogue/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<TeamCatalogueActors>;

const field = (name: string) => screen.getByRole('textbox', { name });

function expectTeamsState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(teamCatalogueShows as never, state, screen);
  const view = connectTeamCatalogue(state as never);
  if (view.mode === 'list') {
    for (const team of view.teams) {
      expect(screen.getByRole('button', { name: `${T.edit} ${team.name}` })).toBeEnabled();
      expect(screen.getByText(team.name).closest('li')).toHaveTextContent(
        T.people(team.member_count),
      );
    }
  }
  if (view.mode === 'editor' && !view.confirming) {
    expect(field(T.teamName)).toHaveValue(view.name);
    expect(field(T.members)).toHaveValue(view.numbers);
    expect(field(T.teamName)).toHaveProperty('disabled', view.busy);
    // The people as read, by name: none for a new team.
    const listed = screen.queryByRole('region', { name: T.inTeam });
    expect(
      listed
        ? within(listed)
            .getAllByRole('listitem')
            .map((li) => li.textContent)
        : [],
    ).toEqual(view.members.map((person) => `${person.name} ${person.username}`));
  }
  const dialog = screen.queryByRole('dialog');
  expect(Boolean(dialog)).toBe(view.confirming);
  if (dialog && view.dialogAlert) {
    expect(within(dialog).getByRole('alert')).toHaveTextContent(view.dialogAlert);
  }
  if (!view.confirming) {
    const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual(view.alert ? [view.alert] : []);
  }
  const snapshot = state as never as { matches: (v: string) => boolean; context: never };
  if (snapshot.matches('saving')) {
    expect(fakes.latest('updateChatTeam').input.body).toEqual(saveBodyOf(snapshot.context));
  }
}

function teamsDriver(): ViewDriver<Fakes> {
  const typeInto = async (
    name: string,
    value: string,
    { user }: ReplayContext<Fakes>,
  ): Promise<void> => {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  };
  const dialogButton = (name: string) =>
    within(screen.getByRole('dialog')).getByRole('button', { name });
  return {
    fakes: () => deferredActors<TeamCatalogueActors>(['getChatTeamMembers', 'updateChatTeam']),
    render: (fakes) => (
      <TeamCatalogue actors={fakes.actors} teams={structuredClone(S.teams) as never} />
    ),
    actorOf: { saveTeam: 'updateChatTeam', deleteTeam: 'updateChatTeam' },
    gestures: {
      'team.new': (_e, { user }) => user.click(screen.getByRole('button', { name: T.newTeam })),
      'team.open': (e, { user }) => {
        const team = S.teams.find((each) => each.id === e.id)!;
        return user.click(screen.getByRole('button', { name: `${T.edit} ${team.name}` }));
      },
      'name.change': (e, context) => typeInto(T.teamName, e.value, context),
      'numbers.change': (e, context) => typeInto(T.members, e.value, context),
      'team.save': (_e, { user }) => user.click(screen.getByRole('button', { name: T.save })),
      'team.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
      'team.cancel': (_e, { user }) => user.click(screen.getByRole('button', { name: T.cancel })),
      'team.delete': (_e, { user }) => user.click(screen.getByRole('button', { name: T.remove })),
      'delete.confirm': (_e, { user }) => user.click(dialogButton(T.confirm)),
      'delete.cancel': (_e, { user }) => user.click(dialogButton(T.cancel)),
    },
    expectState: expectTeamsState,
  };
}

describe('the teams through TeamCatalogue', () => {
  it.each(viewCases(teamCataloguePaths))('$title', async ({ path }) => {
    await replayThroughView(path, teamsDriver());
  });
});
