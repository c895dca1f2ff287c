import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { COMPOSER_SAMPLE as S } from '../../machines/chatComposer/chatComposer.fixtures.ts';
import { chatComposerPaths } from '../../machines/chatComposer/chatComposer.paths.ts';
import { chatComposerShows } from '../../machines/chatComposer/chatComposer.shows.ts';
import {
  connectChatComposer,
  CHAT_COMPOSER_TEXTS as T,
} from '../../machines/chatComposer/index.ts';
import { chatLocationPaths } from '../../machines/chatLocation/chatLocation.paths.ts';
import { connectChatLocation } from '../../machines/chatLocation/index.ts';
import { afterEvent } from '../../machines/pathSpec.ts';
import { ComposerForm } from '../../src/features/chat/composer/index.ts';
import { viewStory } from '../../tests/support/storyState.ts';

/** The composer (the sample channel's members) after these events. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = chatComposerPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const typed = (value: string) => ({ type: 'text.change', value, caret: value.length });
const chose = (sample: { file: Blob; name: string }) => ({ type: 'file.choose', ...sample });
const story = (...events: AnyEventObject[]) =>
  viewStory(chatComposerShows as never, connectChatComposer, snapshotAfter(...events));

const meta = {
  title: 'Chat/Message input',
  component: ComposerForm,
  parameters: { layout: 'padded' },
  args: {
    view: connectChatComposer(snapshotAfter()),
    // 'Share location' ready beside Attach and Take a photo (its states: Chat/Share location).
    location: connectChatLocation(
      getInitialSnapshot(chatLocationPaths.machine, undefined as never),
    ),
  },
  decorators: [
    (Story) => (
      <div className="mt-64 max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComposerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the placeholder, Send off. */
export const Empty: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: T.message })).toHaveAttribute(
      'placeholder',
      'Write message here...',
    );
  },
};

export const Typing: Story = story(typed(S.text));

/** From 450 characters the counter shows. */
export const NearTheLimit: Story = story(typed(S.near));

/** Over 500: the counter, why, and Send off. */
export const OverTheLimit: Story = {
  ...story(typed(S.over)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: T.message })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** '@As' typed: the matching members, the first highlighted. */
export const MentionList: Story = {
  ...story(typed(S.mentioning)),
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
  },
};

export const NoSuggestions: Story = story(typed(S.unmatched));

/** Focus left the input: the list stays 150 ms so a click on it still counts. */
export const MentionClosing: Story = story(typed(S.mentioning), { type: 'input.blur' });

export const MentionChosen: Story = story(
  typed(S.mentioning),
  { type: 'mention.choose' },
  afterEvent('mentionHide', 'chatComposer.mention.closing'),
);

export const FileNotAccepted: Story = story(chose(S.other));

export const AttachmentPreview: Story = story(typed('the statement'), chose(S.pdf));

export const ImagePreview: Story = story(chose(S.image));

export const Cropping: Story = story(chose(S.image), { type: 'crop.open' });

export const CameraStarting: Story = story({ type: 'camera.open' });

export const CameraLive: Story = story(
  { type: 'camera.open' },
  { type: 'camera.ready', stream: null },
);

/** The browser refused the camera: said so, with the way out. */
export const CameraRefused: Story = story({ type: 'camera.open' }, { type: 'camera.failed' });

/** Replying: the quoted message above the input, with its close button. */
export const Replying: Story = {
  ...story(typed('I will visit at 3')),
  args: {
    view: connectChatComposer(snapshotAfter(typed('I will visit at 3'))),
    replyTo: {
      _id: 'm-9',
      text: 'Who visits Kurla today?',
      user: { _id: '9000000002', name: 'Asha Rao' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.replyingTo('Asha Rao'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: T.cancelReply })).toBeEnabled();
  },
};
