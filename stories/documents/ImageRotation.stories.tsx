import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import { withInput } from '../../machines/callActions/withInput.ts';
import { imageRotationPaths } from '../../machines/documentViewer/imageRotation.paths.ts';
import { imageRotationShows } from '../../machines/documentViewer/imageRotation.shows.ts';
import { connectImageRotation, imageRotationMachine } from '../../machines/documentViewer/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { ImageView } from '../../src/features/documents/viewer/ImageView.tsx';
import { ImageViewer } from '../../src/features/documents/viewer/ImageViewer.tsx';
import { VIEWER_TEXTS as T } from '../../src/features/documents/viewer/viewerTexts.ts';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';
import { canvasPng, recordOf } from './viewerFixtures.ts';

const png = canvasPng();
const rotating = withInput(imageRotationMachine, { image: png, canRotate: true });
const readOnly = withInput(imageRotationMachine, { image: png, canRotate: false });
const story = (machine: typeof rotating, ...events: AnyEventObject[]) =>
  viewStory(imageRotationShows as never, connectImageRotation, snapshotAfter(machine, ...events));
const turn = { type: 'rotate.turn' };
const save = { type: 'rotate.save' };

const meta = {
  title: 'Documents/Image rotation',
  component: ImageView,
  args: { view: connectImageRotation(snapshotAfter(rotating)), fileName: 'aadhar_front.jpg' },
} satisfies Meta<typeof ImageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upright: Story = story(rotating);

/** A lender: zoom only, no rotation. */
export const UprightReadOnly: Story = {
  ...story(readOnly),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: T.rotation.rotate }),
    ).toBeNull();
  },
};

export const Rotated: Story = story(rotating, turn);
export const Saving: Story = story(rotating, turn, save);
export const Saved: Story = story(rotating, turn, save, doneEvent('saveRotation', png));
export const Failed: Story = story(
  rotating,
  turn,
  turn,
  save,
  errorEvent('saveRotation', serviceError('Operation Failed', 400)),
);

// Keep the path spec's machine in use here too: the walked sample is the same machine.
void imageRotationPaths;

/** A real save: a quarter turn re-encodes the image as a jpeg on its side. */
export const SavesARotatedJpeg: Story = {
  render: () => {
    const saved: Blob[] = [];
    (window as unknown as { savedJpegs: Blob[] }).savedJpegs = saved;
    return (
      <ImageViewer
        document={recordOf({ id: 1, uri: 'aadhar_front.jpg', is_valid: true, password: null })}
        file={png}
        fileName="aadhar_front.jpg"
        saveRotation={async (_doc, jpeg) => {
          saved.push(jpeg);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: T.rotation.rotate }));
    await userEvent.click(screen.getByRole('button', { name: T.rotation.save }));
    await expect(await screen.findByText(T.rotation.saved)).toBeVisible();
    const [jpeg] = (window as unknown as { savedJpegs: Blob[] }).savedJpegs;
    await expect(jpeg?.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(jpeg!);
    // The 320×200 picture, a quarter turned, is 200×320.
    await waitFor(() => expect([bitmap.width, bitmap.height]).toEqual([200, 320]));
  },
};
