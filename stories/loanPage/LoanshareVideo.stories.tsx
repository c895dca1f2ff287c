import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  connectLoanshareVideo,
  LOANSHARE_VIDEO_TEXTS as T,
} from '../../machines/loanshareVideo/index.ts';
import {
  loanshareVideoPaths,
  LOANSHARE_VIDEO_SAMPLE as S,
} from '../../machines/loanshareVideo/loanshareVideo.paths.ts';
import { loanshareVideoShows } from '../../machines/loanshareVideo/loanshareVideo.shows.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { VideoPicker } from '../../src/features/loanPage/status/components/VideoPicker.tsx';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { statusAnswer } from '../../tests/support/fixtures/statusActions.ts';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';

const story = (...events: AnyEventObject[]) =>
  viewStory(
    loanshareVideoShows as never,
    connectLoanshareVideo,
    snapshotAfter(loanshareVideoPaths.machine, ...events),
  );
const pick = { type: 'video.pick', docId: S.videos[1].id };
const assign = { type: 'video.assign' };
const server = fakeCustomerServer(
  (request) => statusAnswer(request) ?? { status: 404, body: { error: 'none' } },
);

const meta = {
  title: 'Loan page/Loan-share video',
  component: VideoPicker,
  parameters: { layout: 'padded' },
  decorators: [withQueryClient()],
  args: {
    view: connectLoanshareVideo(snapshotAfter(loanshareVideoPaths.machine)),
    name: S.name,
    videos: S.videos,
    canAssign: true,
    queries: server.queries,
  },
} satisfies Meta<typeof VideoPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The share's video named (its player below); Assign waits for another choice. */
export const Idle: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.current(S.videos[0].uri))).toBeVisible();
  },
};

export const Picked: Story = story(pick);

export const Assigning: Story = story(pick, assign);

export const Assigned: Story = {
  ...story(pick, assign, doneEvent('assignLoanshareVideo', { video_doc_id: S.videos[1].id })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.current(S.videos[1].uri))).toBeVisible();
  },
};

export const Failed: Story = story(
  pick,
  assign,
  errorEvent('assignLoanshareVideo', serviceError(S.refused, 400)),
);
