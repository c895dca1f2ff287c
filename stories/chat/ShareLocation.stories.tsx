import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import { chatComposerPaths } from '../../machines/chatComposer/chatComposer.paths.ts';
import {
  CHAT_COMPOSER_TEXTS as C,
  connectChatComposer,
} from '../../machines/chatComposer/index.ts';
import { locationError } from '../../machines/chatLocation/chatLocation.fixtures.ts';
import { chatLocationPaths } from '../../machines/chatLocation/chatLocation.paths.ts';
import { chatLocationShows } from '../../machines/chatLocation/chatLocation.shows.ts';
import {
  connectChatLocation,
  type LocationFailure,
  CHAT_LOCATION_TEXTS as T,
} from '../../machines/chatLocation/index.ts';
import { errorEvent } from '../../machines/pathSpec.ts';
import { ComposerForm } from '../../src/features/chat/composer/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const share = { type: 'location.share' };
const failedWith = (kind: LocationFailure) => [
  share,
  errorEvent('getPosition', locationError(kind)),
];

/** The message input with 'Share location' where these events left it (intents spied on). */
const story = (...events: AnyEventObject[]) => {
  const snapshot = snapshotAfter(chatLocationPaths.machine, ...events);
  const location = {
    ...connectChatLocation(snapshot),
    onShare: fn(),
    onRetry: fn(),
    onDismiss: fn(),
  };
  return { args: { location }, parameters: renders(chatLocationShows as never, snapshot) };
};

const meta = {
  title: 'Chat/Share location',
  component: ComposerForm,
  parameters: { layout: 'padded' },
  args: { view: connectChatComposer(snapshotAfter(chatComposerPaths.machine)) },
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

/** Beside Attach and Take a photo: a labelled button, reached with Tab, pressed with Enter. */
export const Ready: Story = {
  ...story(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: C.camera }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: T.share })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.location?.onShare).toHaveBeenCalledTimes(1);
  },
};

/** Waiting for the device: the busy line, the button locked and busy. */
export const Locating: Story = {
  ...story(share),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(T.finding);
    const button = canvas.getByRole('button', { name: T.share });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const failedStory = (kind: LocationFailure): Story => ({
  ...story(...failedWith(kind)),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.failed[kind]);
    await expect(canvas.getByRole('button', { name: T.share })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.location?.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: T.dismiss })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.location?.onDismiss).toHaveBeenCalledTimes(1);
  },
});

/** The browser refused (blocked for this site): how to allow it. */
export const Denied: Story = failedStory('denied');

/** No fix (location off on the device). */
export const Unavailable: Story = failedStory('unavailable');

/** The device took too long. */
export const TimedOut: Story = failedStory('timeout');

/** A browser without geolocation. */
export const Unsupported: Story = failedStory('unsupported');
