import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  connectMessageClassification,
  type MessageClassificationModel,
  MESSAGE_CLASSIFICATION_TEXTS as T,
} from '../../machines/messageClassification/index.ts';
import {
  messageClassificationPaths,
  MESSAGE_CLASSIFICATION_SAMPLE as S,
} from '../../machines/messageClassification/messageClassification.paths.ts';
import { messageClassificationShows } from '../../machines/messageClassification/messageClassification.shows.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { ClassificationNotices } from '../../src/features/devices/components/ClassificationNotices.tsx';
import { MessageTable } from '../../src/features/devices/components/MessageTable.tsx';
import type { DeviceMessage } from '../../src/features/devices/deviceQueries.ts';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const MESSAGES: DeviceMessage[] = [
  {
    id: S.classify.messageId,
    date: '2026-11-20T09:15:00.000Z',
    address: 'VK-KREDBE',
    body: 'Your loan EMI of Rs.4,500 is overdue by 12 days. Pay now to avoid penalty.',
    keywords: ['overdue'],
    category: null,
    negative: true,
  },
  {
    id: S.reclassify.messageId,
    date: '2026-11-19T18:02:00.000Z',
    address: 'VM-SBI',
    body: 'Rs.18,250 credited to A/c XX4821 on 19-NOV by NEFT/SALARY. Avl Bal Rs.22,410',
    keywords: ['credited', 'salary'],
    category: 'Banking',
    negative: false,
  },
];

/** The message list of 'Filtered Messages' with what classification says beside it. */
function Classification({ view }: { view: MessageClassificationModel }) {
  return (
    <div className="flex max-w-4xl flex-col gap-3">
      <ClassificationNotices view={view} />
      <MessageTable label="Banking messages" messages={MESSAGES} view={view} />
    </div>
  );
}

const at = (...events: AnyEventObject[]) =>
  snapshotAfter(messageClassificationPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(messageClassificationShows as never, connectMessageClassification, at(...events));
const classify = { type: 'message.classify', ...S.classify };
const reclassify = { type: 'message.classify', ...S.reclassify };
const undo = { type: 'message.classify', ...S.undo };

const meta = {
  title: 'Devices/Message classification',
  component: Classification,
  parameters: { layout: 'padded' },
  args: { view: connectMessageClassification(at()) },
} satisfies Meta<typeof Classification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = story();
export const Classifying: Story = story(classify);
export const Reclassifying: Story = story(reclassify);

/** The same category chosen: the spec's confirmation, typo kept. */
export const ConfirmingUndo: Story = {
  ...story(undo),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: T.confirmTitle });
    await expect(within(dialog).getByText(T.confirmUndo)).toBeVisible();
  },
};

export const Unclassifying: Story = story(undo, { type: 'undo.confirm' });
export const Saved: Story = story(reclassify, doneEvent('reclassifyMessage', {}));
export const Undone: Story = story(
  undo,
  { type: 'undo.confirm' },
  doneEvent('unclassifyMessage', {}),
);
export const Failed: Story = story(
  classify,
  errorEvent('classifyMessage', serviceError(S.refused, 400)),
);
