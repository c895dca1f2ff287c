import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  docUploadPaths,
  DOC_UPLOAD_SAMPLE as S,
} from '../../machines/docUpload/docUpload.paths.ts';
import { docUploadShows } from '../../machines/docUpload/docUpload.shows.ts';
import { connectDocUpload, DOC_UPLOAD_TEXTS as T } from '../../machines/docUpload/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { UploadDialog } from '../../src/features/documents/components/UploadDialog.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const at = (...events: AnyEventObject[]) => snapshotAfter(docUploadPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(docUploadShows as never, connectDocUpload, at(...events));
const body = () => within(document.body);

const add = { type: 'files.add', files: [S.pdf, S.photo] };
const start = { type: 'upload.start' };
const taken = (id: number) => doneEvent('uploadDocument', { id, groupId: S.folder.groupId });
const refused = errorEvent('uploadDocument', serviceError(S.refusedWords, 400));

const meta = {
  title: 'Documents/Upload dialog',
  component: UploadDialog,
  parameters: { layout: 'fullscreen' },
  args: { view: connectDocUpload(at()) },
} satisfies Meta<typeof UploadDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Add New, nothing chosen yet: 'Upload files' is disabled. */
export const Empty: Story = story();

/** A PDF (with its password field) and a photo. */
export const Chosen: Story = {
  ...story(add, { type: 'password.change', key: 'f1', password: S.password }),
  play: async () => {
    await expect(body().getByLabelText(T.passwordLabel(S.pdf.name))).toHaveAttribute(
      'maxlength',
      '50',
    );
  },
};

/** A program dropped with them: refused in words, not queued. */
export const WrongType: Story = story(add, { type: 'files.add', files: [S.program] });

/** The PDF half sent: its progress bar. */
export const Progress: Story = {
  ...story(add, start, { type: 'upload.progress', loaded: 24_000, total: 48_213 }),
  play: async () => {
    await expect(
      body().getByRole('progressbar', { name: T.progressLabel(S.pdf.name) }),
    ).toBeVisible();
  },
};

/** The PDF refused by the server: it keeps its place with the words, Retry and another file. */
export const FailedRetry: Story = {
  ...story(add, start, refused, taken(502)),
  play: async () => {
    await expect(body().getByRole('button', { name: T.retryOne(S.pdf.name) })).toBeEnabled();
  },
};

export const Assigning: Story = story(add, start, taken(501), taken(502));

export const AssignFailed: Story = story(
  add,
  start,
  taken(501),
  taken(502),
  errorEvent('assignUploaded', serviceError(S.assignWords, 403)),
);

export const Done: Story = story(
  add,
  start,
  taken(501),
  taken(502),
  doneEvent('assignUploaded', {}),
);

/** Closed: nothing shows (an upload in flight was aborted, silently). */
export const Closed: Story = story(add, start, { type: 'upload.close' });
