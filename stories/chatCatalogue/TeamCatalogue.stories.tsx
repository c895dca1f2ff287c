import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import {
  type CatalogueTeam,
  connectTeamCatalogue,
  TEAM_CATALOGUE_TEXTS as T,
  teamCatalogueMachine,
} from '../../machines/teamCatalogue/index.ts';
import { TEAM_CATALOGUE_SAMPLE as S } from '../../machines/teamCatalogue/teamCatalogue.paths.ts';
import { teamCatalogueShows } from '../../machines/teamCatalogue/teamCatalogue.shows.ts';
import { TeamCatalogueForm } from '../../src/features/chatCatalogue/TeamCatalogueForm.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

function snapshotAfter(teams: CatalogueTeam[], ...events: AnyEventObject[]) {
  return events.reduce(
    (snapshot, event) => getNextSnapshot(teamCatalogueMachine, snapshot, event as never),
    getInitialSnapshot(teamCatalogueMachine, { teams }),
  );
}

const seeded = () => S.teams.map((team) => ({ ...team }));
const story = (...events: AnyEventObject[]) =>
  viewStory(teamCatalogueShows as never, connectTeamCatalogue, snapshotAfter(seeded(), ...events));
const open = { type: 'team.open', id: S.teams[0].id };
const read = doneEvent('getChatTeamMembers', structuredClone(S.members));
const fresh = [
  { type: 'team.new' },
  { type: 'name.change', value: S.name },
  { type: 'numbers.change', value: S.numbers },
];
const save = { type: 'team.save' };
const confirm = [{ type: 'team.delete' }, { type: 'delete.confirm' }];

const meta = {
  title: 'Chat/Teams',
  component: TeamCatalogueForm,
  parameters: { layout: 'padded' },
  args: { view: connectTeamCatalogue(snapshotAfter(seeded())) },
} satisfies Meta<typeof TeamCatalogueForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Teams: Story = story();

export const NoTeams: Story = viewStory(
  teamCatalogueShows as never,
  connectTeamCatalogue,
  snapshotAfter([]),
);

export const ReadingTeam: Story = story(open);

export const ReadFailed: Story = story(
  open,
  errorEvent('getChatTeamMembers', serviceError(S.missing, 404)),
);

/** A team's editor, with its people's numbers. */
export const EditTeam: Story = {
  ...story(open, read),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: T.members })).toHaveValue(
      '9000000012, 9000000022',
    );
    await expect(canvas.getByRole('button', { name: T.remove })).toBeEnabled();
  },
};

export const NewTeam: Story = story(...fresh);

export const NoName: Story = {
  ...story({ type: 'team.new' }, save),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.blankName);
  },
};

export const Saving: Story = story(...fresh, save);

export const Saved: Story = story(...fresh, save, doneEvent('saveTeam', S.saved));

/** An unknown number: the server's words, with Retry; the typing kept. */
export const Refused: Story = story(
  ...fresh,
  save,
  errorEvent('saveTeam', serviceError(S.refused, 400)),
);

export const ConfirmDelete: Story = story(open, read, { type: 'team.delete' });

export const Deleting: Story = story(open, read, ...confirm);

export const DeleteFailed: Story = story(
  open,
  read,
  ...confirm,
  errorEvent('deleteTeam', serviceError(S.broken)),
);

export const Deleted: Story = story(open, read, ...confirm, doneEvent('deleteTeam', S.deleted));
