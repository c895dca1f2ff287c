import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  deviceOwnerPaths,
  DEVICE_OWNER_SAMPLE as S,
} from '../../machines/deviceOwner/deviceOwner.paths.ts';
import { deviceOwnerShows } from '../../machines/deviceOwner/deviceOwner.shows.ts';
import { connectDeviceOwner, DEVICE_OWNER_TEXTS as T } from '../../machines/deviceOwner/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { OwnerControl } from '../../src/features/devices/components/OwnerControl.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const at = (...events: AnyEventObject[]) => snapshotAfter(deviceOwnerPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(deviceOwnerShows as never, connectDeviceOwner, at(...events));
const pick = { type: 'owner.pick', username: S.other };
const confirm = { type: 'owner.confirm' };

const meta = {
  title: 'Devices/Owner change',
  component: OwnerControl,
  parameters: { layout: 'padded' },
  args: {
    view: connectDeviceOwner(at()),
    deviceId: S.deviceId,
    profiles: [
      { username: S.owner, name: 'Ravi Kumar' },
      { username: S.other, name: 'Sunita Devi' },
    ],
  },
} satisfies Meta<typeof OwnerControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = story();

/** An owner picked: 'Are you sure you want to proceed?' with OK and Cancel. */
export const Confirming: Story = {
  ...story(pick),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: T.confirmTitle });
    await expect(within(dialog).getByText(T.confirm)).toBeVisible();
  },
};

export const Saving: Story = story(pick, confirm);

export const Saved: Story = {
  ...story(pick, confirm, doneEvent('setDeviceOwner', {})),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue(S.other);
  },
};

export const Failed: Story = story(
  pick,
  confirm,
  errorEvent('setDeviceOwner', serviceError(S.refused, 400)),
);
