import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MediaViewer } from '../../src/features/documents/viewer/MediaViewer.tsx';
import { VIEWER_TEXTS as T } from '../../src/features/documents/viewer/viewerTexts.ts';
import { wavTone } from './viewerFixtures.ts';

/** Media: the browser's player, or Download File when it cannot play the file. */
const meta = {
  title: 'Documents/Media viewer',
  component: MediaViewer,
  args: { file: wavTone(), fileName: 'call_recording.wav', kind: 'audio' },
} satisfies Meta<typeof MediaViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Audio: Story = {
  play: async ({ canvasElement }) => {
    const player = canvasElement.querySelector('audio')!;
    await expect(player).toHaveAttribute('controls');
    await expect(within(canvasElement).queryByRole('button', { name: T.downloadFile })).toBeNull();
  },
};

/** A type the browser cannot play at all: Download File at once. */
export const VideoCannotPlay: Story = {
  args: {
    file: new Blob(['x'], { type: 'video/x-unknown' }),
    fileName: 'home_visit.mkv',
    kind: 'video',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: T.downloadFile })).toBeVisible();
  },
};
