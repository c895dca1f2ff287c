import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import {
  connectTagCatalogue,
  TAG_CATALOGUE_TEXTS as T,
  tagCatalogueMachine,
} from '../../machines/tagCatalogue/index.ts';
import { TAG_CATALOGUE_SAMPLE as S } from '../../machines/tagCatalogue/tagCatalogue.paths.ts';
import { tagCatalogueShows } from '../../machines/tagCatalogue/tagCatalogue.shows.ts';
import { TagCatalogueForm } from '../../src/features/chatCatalogue/TagCatalogueForm.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

function snapshotAfter(tags: { id: number; name: string }[], ...events: AnyEventObject[]) {
  return events.reduce(
    (snapshot, event) => getNextSnapshot(tagCatalogueMachine, snapshot, event as never),
    getInitialSnapshot(tagCatalogueMachine, { tags }),
  );
}

const seeded = () => S.tags.map((tag) => ({ ...tag }));
const story = (...events: AnyEventObject[]) =>
  viewStory(tagCatalogueShows as never, connectTagCatalogue, snapshotAfter(seeded(), ...events));
const renamed = { type: 'tag.rename', index: 0, name: S.renamed };
const save = { type: 'tags.save' };

const meta = {
  title: 'Chat/Tag catalogue',
  component: TagCatalogueForm,
  parameters: { layout: 'padded' },
  args: { view: connectTagCatalogue(snapshotAfter(seeded())) },
} satisfies Meta<typeof TagCatalogueForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As read: nothing changed, so Save waits. */
export const Stored: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: T.save })).toBeDisabled();
  },
};

/** No tag yet. */
export const NoTags: Story = viewStory(
  tagCatalogueShows as never,
  connectTagCatalogue,
  snapshotAfter([]),
);

/** A tag renamed and a new one added: Save is ready. */
export const Edited: Story = story(
  renamed,
  { type: 'newName.change', value: S.newName },
  { type: 'tag.add' },
);

/** A tag's name emptied: Save says why and sends nothing. */
export const BlankName: Story = {
  ...story({ type: 'tag.rename', index: 0, name: '' }, save),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.blankName);
  },
};

/** Two tags under one name. */
export const Repeated: Story = story({ type: 'tag.rename', index: 0, name: 'URGENT' }, save);

/** A new tag already listed. */
export const AlreadyListed: Story = story(
  { type: 'newName.change', value: S.listedName },
  { type: 'tag.add' },
);

export const Saving: Story = story(renamed, save);

export const Saved: Story = {
  ...story(renamed, save, doneEvent('updateChatTags', S.answer)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(T.updated);
  },
};

/** The server refused the list: its words, with Retry; the edits kept. */
export const Refused: Story = story(
  renamed,
  save,
  errorEvent('updateChatTags', serviceError(S.refused, 400)),
);

/** The server could not be reached: the spec's 'Please try again'. */
export const Failed: Story = {
  ...story(renamed, save, errorEvent('updateChatTags', serviceError(S.broken))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.tryAgain);
    await expect(canvas.getByRole('textbox', { name: `${T.tagName} 1` })).toHaveValue(S.renamed);
  },
};
