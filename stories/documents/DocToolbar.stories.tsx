import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot } from 'xstate';
import { connectDocAssign, docAssignMachine } from '../../machines/docAssign/index.ts';
import {
  docToolbarPaths,
  DOC_TOOLBAR_SAMPLE as S,
} from '../../machines/docToolbar/docToolbar.paths.ts';
import { docToolbarShows } from '../../machines/docToolbar/docToolbar.shows.ts';
import { connectDocToolbar, DOC_TOOLBAR_TEXTS as T } from '../../machines/docToolbar/index.ts';
import { connectDocUpload, docUploadMachine } from '../../machines/docUpload/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { AssignDialog } from '../../src/features/documents/components/AssignDialog.tsx';
import { FolderToolbar } from '../../src/features/documents/components/FolderToolbar.tsx';
import { UploadDialog } from '../../src/features/documents/components/UploadDialog.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const staff = docToolbarPaths.machine;
const FOLDER = { groupId: S.groupId, owner: '8157415868', doctype: 'misc' };
const lender = docToolbarPaths.alsoWalk![0]!.machine;
const at = (...events: AnyEventObject[]) => snapshotAfter(staff, ...events);
const story = (...events: AnyEventObject[]) =>
  viewStory(docToolbarShows as never, connectDocToolbar, at(...events));
const tickPlaced = { type: 'doc.toggle', id: S.placed.id };
const tickUnplaced = { type: 'doc.toggle', id: S.unplaced.id };

const meta = {
  title: 'Documents/Toolbar',
  component: FolderToolbar,
  parameters: { layout: 'padded' },
  args: { view: connectDocToolbar(at()), labelOf: (id: number) => `document ${id}` },
} satisfies Meta<typeof FolderToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A staff member on a loan's grid: every tool. */
export const Idle: Story = story();

/** A lender: no Upload, Replace All, Add New or Assign loan_share. */
export const LenderIdle: Story = {
  ...viewStory(docToolbarShows as never, connectDocToolbar, snapshotAfter(lender)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: T.upload })).toBeNull();
  },
};

export const NoSelection: Story = {
  ...story({ type: 'download.start' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.noneSelected);
  },
};

export const NoLocation: Story = story(tickUnplaced, { type: 'location.show' });

/** The chosen photo on the map (ctrl+m or Location). */
export const Locating: Story = {
  ...story(tickPlaced, { type: 'location.show' }),
  play: async () => {
    await expect(
      within(document.body).getByRole('dialog', { name: T.mapTitle }),
    ).toBeInTheDocument();
  },
};

export const Downloading: Story = story({ type: 'select.all' }, { type: 'download.start' });

export const DownloadFailed: Story = story(
  { type: 'select.all' },
  { type: 'download.start' },
  errorEvent('downloadDocuments', serviceError('Not Found', 404)),
);

/** Upload pressed: the upload dialog opens as it starts (its own stories show the rest). */
export const Uploading: Story = {
  ...story({ type: 'upload.open', mode: 'append' }),
  render: (args) => (
    <>
      <FolderToolbar {...args} />
      <UploadDialog
        view={connectDocUpload(
          getInitialSnapshot(docUploadMachine, { folder: FOLDER, mode: 'append' }),
        )}
      />
    </>
  ),
};

/** Assign loan_share with a document chosen: the assign dialog opens. */
export const Assigning: Story = {
  ...story(tickPlaced, { type: 'assign.open' }),
  render: (args) => (
    <>
      <FolderToolbar {...args} />
      <AssignDialog
        view={connectDocAssign(
          getInitialSnapshot(docAssignMachine, { docIds: [S.placed.id], loanId: S.loanId }),
        )}
        users={[]}
      />
    </>
  ),
};

export const AfterDownload: Story = story(
  { type: 'select.all' },
  { type: 'download.start' },
  doneEvent('downloadDocuments', undefined),
);
