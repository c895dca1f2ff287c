import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  auditUploadPaths,
  AUDIT_UPLOAD_SAMPLE as S,
} from '../../machines/auditUpload/auditUpload.paths.ts';
import { auditUploadShows } from '../../machines/auditUpload/auditUpload.shows.ts';
import { connectAuditUpload, AUDIT_UPLOAD_TEXTS as T } from '../../machines/auditUpload/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { AuditUploadPanel } from '../../src/features/auditDesk/AuditUploadPanel.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const at = (...events: AnyEventObject[]) => snapshotAfter(auditUploadPaths.machine, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(auditUploadShows as never, connectAuditUpload, at(...events));

const chooseCsv = { type: 'file.choose', file: S.csv };
const start = { type: 'upload.start' };

const meta = {
  title: 'Audit desk/Upload audit file',
  component: AuditUploadPanel,
  parameters: { layout: 'padded' },
  args: { view: connectAuditUpload(at()) },
} satisfies Meta<typeof AuditUploadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the picker takes .xls, .xlsx and .csv; Upload waits for a file. */
export const Empty: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(T.pick)).toHaveAttribute(
      'accept',
      '.xls,.xlsx,.csv',
    );
  },
};

/** A PDF chosen: refused in the spec's words. */
export const NotASpreadsheet: Story = {
  ...story({ type: 'file.choose', file: S.pdf }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please upload excel file',
    );
  },
};

export const Chosen: Story = story(chooseCsv);

/** Half sent: the progress bar, and Cancel. */
export const Uploading: Story = {
  ...story(chooseCsv, start, { type: 'upload.progress', loaded: 1_024, total: 2_048 }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: T.progress }),
    ).toHaveAttribute('value', '0.5');
  },
};

/** The server refused the file: its words, and Retry with the same file. */
export const Failed: Story = story(
  chooseCsv,
  start,
  errorEvent('uploadAuditFile', serviceError(S.serverWords, 400)),
);

/** What became of each row: new calls, existing calls, and the failed row with its reason. */
export const Result: Story = {
  ...story(chooseCsv, start, doneEvent('uploadAuditFile', S.result)),
  play: async ({ canvasElement }) => {
    const failed = within(canvasElement).getByRole('table', {
      name: T.count(T.sections.failed_entries, 1),
    });
    await expect(within(failed).getByText(S.result.failed_entries[0]!.error)).toBeVisible();
  },
};

/** Every row failed: the other sections say None. */
export const ResultAllFailed: Story = story(
  chooseCsv,
  start,
  doneEvent('uploadAuditFile', { ...S.result, new_calls: [], existing_calls: [] }),
);
