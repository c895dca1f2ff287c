import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import {
  CustomerDocuments,
  LoanDocuments,
  DOCUMENTS_TEXTS as T,
} from '../../src/features/documents/index.ts';
import {
  type CustomerRequest,
  fail,
  fakeCustomerServer,
  ok,
  sampleAnswer,
} from '../../tests/support/fakeCustomerServer.ts';
import {
  customerDocumentsBody,
  loanDocumentsBody,
  SAMPLE_DOC_LOAN_ID,
} from '../../tests/support/fixtures/documents.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';

const USERNAME = '8157415868';
const staff = roleFlagsOf('is_credit_underwriter');
const lender = roleFlagsOf('is_lender');
const noDocuments = (request: CustomerRequest) =>
  request.read === 'documents'
    ? ok(customerDocumentsBody({}))
    : request.read === `loans/${SAMPLE_DOC_LOAN_ID}/documents`
      ? ok(loanDocumentsBody(true))
      : sampleAnswer(request);
const failing = (request: CustomerRequest) =>
  request.read === 'documents'
    ? fail(403, 'Sorry...You dont have permission to perform this action')
    : sampleAnswer(request);

const meta = {
  title: 'Documents/Grids',
  component: CustomerDocuments,
  parameters: { layout: 'padded' },
  decorators: [withQueryClient()],
  args: {
    queries: fakeCustomerServer().queries,
    username: USERNAME,
    flags: staff,
    editable: true,
  },
} satisfies Meta<typeof CustomerDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The compact customer view: Pan, Aadhar, Statement, … Misc, thumbnails per type. */
export const CustomerView: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = await c.findByRole('table', { name: T.customerGridLabel });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Pan');
  },
};

/** No documents at all: 'No documents available', the folders still there to upload into. */
export const CustomerViewEmpty: Story = {
  args: { queries: fakeCustomerServer(noDocuments).queries },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(T.noDocuments)).toBeVisible();
  },
};

/** A staff member opens a folder: the toolbar with Upload, Replace All and Add New. */
export const StaffFolder: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: T.manage('Pan', USERNAME) }));
    const folder = c.getByRole('region', { name: T.folderHeading('Pan', USERNAME) });
    await expect(within(folder).getByRole('button', { name: 'Replace All' })).toBeEnabled();
  },
};

/** A lender opens a folder: Select All, Download and Location only. */
export const LenderFolder: Story = {
  args: { flags: lender },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: T.manage('Pan', USERNAME) }));
    const folder = c.getByRole('region', { name: T.folderHeading('Pan', USERNAME) });
    await expect(within(folder).queryByRole('button', { name: 'Upload' })).toBeNull();
  },
};

/** The read refused: the spec's words, the server's, and Retry. */
export const CustomerViewFailed: Story = {
  args: { queries: fakeCustomerServer(failing).queries },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Sorry...there is some issue in fetching doc. Please try again.',
    );
  },
};

/** The per-loan grid: the leader then the co-borrower, four rows. */
export const LoanGrid: Story = {
  render: (args) => (
    <LoanDocuments queries={args.queries} loanId={SAMPLE_DOC_LOAN_ID} flags={args.flags} editable />
  ),
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('table', {
      name: T.loanGridLabel(SAMPLE_DOC_LOAN_ID),
    });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(2);
  },
};

export const LoanGridEmpty: Story = {
  args: { queries: fakeCustomerServer(noDocuments).queries },
  render: (args) => (
    <LoanDocuments queries={args.queries} loanId={SAMPLE_DOC_LOAN_ID} flags={args.flags} editable />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(T.noDocuments)).toBeVisible();
  },
};
