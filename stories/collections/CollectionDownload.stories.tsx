import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  collectionDownloadPaths,
  COLLECTION_DOWNLOAD_EVENTS as E,
} from '../../machines/collectionDownload/collectionDownload.paths.ts';
import { collectionDownloadShows } from '../../machines/collectionDownload/collectionDownload.shows.ts';
import {
  COLLECTION_DOWNLOAD_CONTROLS,
  connectCollectionDownload,
} from '../../machines/collectionDownload/index.ts';
import type { DownloadModel } from '../../machines/shared/download.ts';
import { messages } from '../../src/domain/messages.ts';
import { DownloadControl } from '../../src/ui/DownloadControl.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The 'Download Excel' control as the collection view renders it, from the machine's snapshot. */
function CollectionDownloadControl({ view }: { view: DownloadModel }) {
  return (
    <DownloadControl
      model={view}
      labels={COLLECTION_DOWNLOAD_CONTROLS}
      onStart={() => {}}
      onCancel={() => {}}
      onDismiss={() => {}}
    />
  );
}

function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = collectionDownloadPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}
const story = (...events: AnyEventObject[]) =>
  viewStory(collectionDownloadShows as never, connectCollectionDownload, snapshotAfter(...events));

const meta = {
  title: 'Collections/Download Excel',
  component: CollectionDownloadControl,
  parameters: { layout: 'padded' },
  args: { view: connectCollectionDownload(snapshotAfter()) },
} satisfies Meta<typeof CollectionDownloadControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = story();
export const Fetching: Story = story(E.start);
export const Building: Story = {
  ...story(E.start, E.progress),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Download progress' });
    await expect(bar).toHaveAttribute('value', '75');
  },
};
export const NothingToDownload: Story = {
  ...story(E.start, E.empty),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      messages.common.noDataToDownload,
    );
  },
};
export const Saved: Story = story(E.start, E.exported);
export const Failed: Story = story(E.start, E.failed);
