import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  contactsSyncPaths,
  CONTACTS_SYNC_SAMPLE as SAMPLE,
} from '../../machines/contactsSync/contactsSync.paths.ts';
import { contactsSyncShows } from '../../machines/contactsSync/contactsSync.shows.ts';
import {
  connectContactsSync,
  CONTACTS_SYNC_TEXTS as T,
} from '../../machines/contactsSync/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { ContactsSyncControls } from '../../src/features/devices/profile/ContactsSyncControls.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const at = (...events: AnyEventObject[]) => snapshotAfter(contactsSyncPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(contactsSyncShows as never, connectContactsSync, at(...events));
const sync = { type: 'contacts.sync' };

const meta = {
  title: 'Devices/Contacts sync',
  component: ContactsSyncControls,
  parameters: { layout: 'padded' },
  args: { view: connectContactsSync(at()) },
} satisfies Meta<typeof ContactsSyncControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = story();

export const Syncing: Story = {
  ...story(sync),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: T.sync })).toBeDisabled();
  },
};

/** Synced: how many contacts came; the contacts below are read again. */
export const Synced: Story = {
  ...story(sync, doneEvent('syncContacts', SAMPLE.synced)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      T.synced(SAMPLE.synced.synced),
    );
  },
};

/** Refused: the server's words, with Retry. */
export const Failed: Story = {
  ...story(sync, errorEvent('syncContacts', serviceError(SAMPLE.refused, 400))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAMPLE.refused);
    await expect(canvas.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};
