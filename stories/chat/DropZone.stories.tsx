import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import { SAMPLE_CHANNEL } from '../../machines/chatChannel/chatChannel.fixtures.ts';
import {
  COMPOSER_ME,
  COMPOSER_MEMBERS,
  COMPOSER_SAMPLE as S,
} from '../../machines/chatComposer/chatComposer.fixtures.ts';
import { chatComposerPaths } from '../../machines/chatComposer/chatComposer.paths.ts';
import { chatComposerShows } from '../../machines/chatComposer/chatComposer.shows.ts';
import { CHAT_COMPOSER_TEXTS as T } from '../../machines/chatComposer/index.ts';
import { ChatDropZone, Composer } from '../../src/features/chat/composer/index.ts';
import { expectScreenShows } from '../../tests/support/shows.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

/**
 * The open channel's drag-and-drop area (spec part 2 §2): a file dragged over it shows the
 * overlay; dropped, it goes to the message input as if chosen with 'Attach a file'.
 */
const meta = {
  title: 'Chat/Drop zone',
  component: ChatDropZone,
  parameters: { layout: 'padded' },
  args: { children: null },
  render: () => (
    <div className="mt-64 h-72 max-w-2xl border border-slate-200">
      <ChatDropZone>
        <div className="flex-1" />
        <Composer
          channel={SAMPLE_CHANNEL}
          me={{ username: COMPOSER_ME, name: COMPOSER_MEMBERS[0]!.name }}
          replyTo={null}
          onReplyClear={fn()}
          members={COMPOSER_MEMBERS}
          send={fn()}
        />
      </ChatDropZone>
    </div>
  ),
} satisfies Meta<typeof ChatDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File([S.pdf.file], S.pdf.name, { type: S.pdf.file.type });

/** One drag event (`type`) over the message input, carrying `data`. */
function drag(canvasElement: HTMLElement, type: 'dragenter' | 'drop', data: DataTransfer) {
  const input = within(canvasElement).getByRole('textbox', { name: T.message });
  input.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
}

const withFile = () => {
  const data = new DataTransfer();
  data.items.add(pdf());
  return data;
};

/** The message input shows what its flow declares after these events. */
const expectComposerShows = (...events: AnyEventObject[]) =>
  expectScreenShows(
    chatComposerShows as never,
    snapshotAfter(chatComposerPaths.machine, ...events),
    within(document.body),
  );

/** A file dragged over the channel: the overlay says where to drop it; the input stays as it was. */
export const FileDraggedOver: Story = {
  play: async ({ canvasElement }) => {
    drag(canvasElement, 'dragenter', withFile());
    const overlay = await within(canvasElement).findByRole('status');
    await expect(overlay).toHaveTextContent(T.dropHere);
    expectComposerShows();
    await expect(within(canvasElement).getByRole('button', { name: T.send })).toBeDisabled();
  },
};

/** Dropped: the overlay goes and the file waits in the input's preview, Send at hand. */
export const FileDropped: Story = {
  play: async ({ canvasElement }) => {
    const data = withFile();
    drag(canvasElement, 'dragenter', data);
    await within(canvasElement).findByText(T.dropHere);
    drag(canvasElement, 'drop', data);
    const dialog = await within(document.body).findByRole('dialog', { name: T.previewTitle });
    await expect(within(canvasElement).queryByText(T.dropHere)).toBeNull();
    await expect(dialog).toHaveTextContent(S.pdf.name);
    expectComposerShows({ type: 'file.choose', file: pdf(), name: S.pdf.name });
  },
};

/** Text dragged over the channel is not a file: no overlay. */
export const TextDraggedOver: Story = {
  play: async ({ canvasElement }) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'Collections review at 4 pm');
    drag(canvasElement, 'dragenter', data);
    await new Promise((settled) => requestAnimationFrame(settled));
    await expect(within(canvasElement).queryByText(T.dropHere)).toBeNull();
    await waitFor(() => expectComposerShows());
  },
};
