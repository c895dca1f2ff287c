import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  businessProfilePaths,
  BUSINESS_PROFILE_SAMPLE as S,
} from '../../machines/businessProfile/businessProfile.paths.ts';
import { businessProfileShows } from '../../machines/businessProfile/businessProfile.shows.ts';
import {
  connectBusinessProfile,
  BUSINESS_PROFILE_TEXTS as T,
} from '../../machines/businessProfile/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { BusinessProfileForm } from '../../src/features/businessProfile/BusinessProfileForm.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The form (the seeded admin's profile) after these events. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = businessProfilePaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const LISTS = {
  types: [
    { id: 2, name: 'Partnership' },
    { id: 5, name: 'Non-Banking Financial Company' },
  ],
  documents: [
    { doc_group_id: 101, business_doc_type: 'GST Certificate' },
    { doc_group_id: 104, business_doc_type: 'Certificate of Incorporation' },
  ],
};

const save = { type: 'profile.save' };
const story = (...events: AnyEventObject[]) => {
  const made = viewStory(
    businessProfileShows as never,
    connectBusinessProfile,
    snapshotAfter(...events),
  );
  return { ...made, args: { ...made.args, lists: LISTS } };
};

const meta = {
  title: 'Chat/Business profile',
  component: BusinessProfileForm,
  parameters: { layout: 'padded' },
  args: { view: connectBusinessProfile(snapshotAfter()), lists: LISTS },
} satisfies Meta<typeof BusinessProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = story();

/** Save with a wrong PIN: what is wrong, in words; nothing sent. */
export const Invalid: Story = {
  ...story({ type: 'field.change', field: 'pin', value: S.badPin }, save),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.problems.pin);
    await expect(canvas.getByLabelText(T.fields.pin)).toHaveValue(S.badPin);
  },
};

export const Saving: Story = story(save);

export const Saved: Story = {
  ...story(save, doneEvent('saveBusinessProfile', {})),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.saved)).toBeInTheDocument();
  },
};

/** The server refuses: its words with Retry, every value kept. */
export const Failed: Story = {
  ...story(save, errorEvent('saveBusinessProfile', serviceError(S.refused, 400))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(S.refused);
    await expect(canvas.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};
