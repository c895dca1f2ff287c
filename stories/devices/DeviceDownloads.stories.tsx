import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  deviceDownloadPaths,
  DEVICE_DOWNLOAD_EVENTS as E,
} from '../../machines/deviceDownload/deviceDownload.paths.ts';
import { deviceDownloadShows } from '../../machines/deviceDownload/deviceDownload.shows.ts';
import {
  connectDeviceDownload,
  DEVICE_DOWNLOAD_TEXTS as T,
} from '../../machines/deviceDownload/index.ts';
import { DownloadsControl } from '../../src/features/devices/components/DownloadsControl.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const at = (...events: AnyEventObject[]) => snapshotAfter(deviceDownloadPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(deviceDownloadShows as never, connectDeviceDownload, at(...events));

const meta = {
  title: 'Devices/Downloads',
  component: DownloadsControl,
  parameters: { layout: 'padded' },
  args: { view: connectDeviceDownload(at()) },
} satisfies Meta<typeof DownloadsControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = story();
export const Fetching: Story = story(E.start);

/** Building the sheet: the progress bar and the rows so far. */
export const Building: Story = {
  ...story(E.start, E.progress),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: T.downloadProgress }),
    ).toBeVisible();
  },
};

export const Saved: Story = story(E.start, E.exported);
export const NothingToDownload: Story = story(E.start, E.empty);
export const Failed: Story = story(E.start, E.failed);
