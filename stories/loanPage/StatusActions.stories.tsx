import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { DOC_UPLOAD_TEXTS as UT } from '../../machines/docUpload/index.ts';
import { LOANSHARE_CHECKS_TEXTS as CT, checkLabel } from '../../machines/loanshareChecks/index.ts';
import { LOANSHARE_CHECKS_SAMPLE as S } from '../../machines/loanshareChecks/loanshareChecks.fixtures.ts';
import { LOANSHARE_VIDEO_TEXTS as VT } from '../../machines/loanshareVideo/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import type { FolderActors } from '../../src/features/documents/index.ts';
import { StatusActionsView } from '../../src/features/loanPage/status/StatusActionsView.tsx';
import { STATUS_TEXTS as T } from '../../src/features/loanPage/status/statusTexts.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import {
  BORROWER,
  type StatusServerOptions,
  statusAnswer,
  statusLoan,
} from '../../tests/support/fixtures/statusActions.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';

const serverOf = (options: StatusServerOptions = {}) => {
  const created = { folder: false };
  return fakeCustomerServer(
    (request) =>
      statusAnswer(request, options, created) ?? { status: 404, body: { error: 'none' } },
  );
};
const never = <T,>() => new Promise<T>(() => {});
const refuse = (words: string) => () => Promise.reject(new Error(words));

const actors = {
  setLoanshareCheck: fromPromise(
    async ({ input }: { input: { check_type: string; checked: boolean } }) => ({
      check_type: input.check_type,
      checked: input.checked,
    }),
  ),
  assignLoanshareVideo: fromPromise(async ({ input }: { input: { doc_id: number } }) => ({
    video_doc_id: input.doc_id,
  })),
  decideLoan: fromPromise(() => never<never>()),
} as never;

/** Agreement uploads that stop half way (the dialog's progress bar shows it). */
const stalledUploads: FolderActors = {
  downloadDocuments: fromPromise(() => never<unknown>()),
  uploadDocument: fromPromise(({ input }) => {
    input.onProgress({ loaded: 50, total: 100 });
    return never<{ id: number; groupId: number }>();
  }),
  assignUploaded: fromPromise(() => never<unknown>()),
  assignDocuments: fromPromise(() => never<unknown>()),
};

const card = (canvas: HTMLElement) =>
  within(canvas).getByRole('region', { name: T.borrower(BORROWER.name, BORROWER.username) });
const admin = roleFlagsOf('is_admin');

const meta = {
  title: 'Loan page/Status & Actions',
  component: StatusActionsView,
  parameters: { layout: 'padded' },
  decorators: [withQueryClient()],
  args: {
    loan: statusLoan(),
    flags: roleFlagsOf('is_credit_underwriter'),
    rights: { setChecks: true, assignVideo: true, agreements: false },
    queries: serverOf().queries,
    actors,
    onLoanChanged: () => {},
  },
} satisfies Meta<typeof StatusActionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A credit underwriter: boxes per check, the video picker, the decisions of 'Loan Approved'. */
export const Writer: Story = {
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement));
    await expect(
      c.getByRole('checkbox', { name: CT.boxLabel(checkLabel('kyc_verified'), S.name) }),
    ).toBeChecked();
    await expect(await c.findByRole('combobox', { name: VT.pickLabel(S.name) })).toBeEnabled();
  },
};

/** A lender: Yes/No marks, the share's video without a picker, no decisions. */
export const ReadOnly: Story = {
  args: {
    flags: roleFlagsOf('is_lender'),
    rights: { setChecks: false, assignVideo: false, agreements: false },
  },
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement));
    await expect(c.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(c.getByText(CT.readOnly)).toBeVisible();
    await expect(within(canvasElement).getByText(T.noDecisions)).toBeVisible();
  },
};

/** A check refused: the server's words, the box as it was. */
export const CheckFailed: Story = {
  args: {
    actors: { ...(actors as object), setLoanshareCheck: fromPromise(refuse(S.refused)) } as never,
  },
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement));
    const bank = c.getByRole('checkbox', {
      name: CT.boxLabel(checkLabel('bank_verified'), S.name),
    });
    await userEvent.click(bank);
    await expect(await c.findByRole('alert')).toHaveTextContent(S.refused);
    await expect(bank).not.toBeChecked();
  },
};

/** The borrower uploaded no video: the picker gives way to a sentence. */
export const NoVideos: Story = {
  args: { queries: serverOf({ videos: false }).queries },
  play: async ({ canvasElement }) => {
    await expect(await within(card(canvasElement)).findByText(VT.noVideos)).toBeVisible();
  },
};

/** An admin, the borrower's agreement folder new and empty. */
export const AgreementsEmpty: Story = {
  args: {
    flags: admin,
    rights: { setChecks: true, assignVideo: true, agreements: true },
    queries: serverOf({ agreements: null }).queries,
  },
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement));
    await expect(await c.findByText('No documents available')).toBeVisible();
  },
};

/** An admin, one agreement on file. */
export const AgreementsListed: Story = {
  args: {
    flags: admin,
    rights: { setChecks: true, assignVideo: true, agreements: true },
  },
  play: async ({ canvasElement }) => {
    const folder = await within(card(canvasElement)).findByRole('region', {
      name: T.agreementsOf(S.name),
    });
    await expect(
      (await within(folder).findAllByText(/employment_agreement\.pdf/))[0],
    ).toBeVisible();
  },
};

/** An agreement chosen and sent: Upload files was off until then; the file's progress shows. */
export const AgreementsUploading: Story = {
  args: {
    flags: admin,
    rights: { setChecks: true, assignVideo: true, agreements: true },
    folderActors: stalledUploads,
  },
  play: async ({ canvasElement }) => {
    const folder = await within(card(canvasElement)).findByRole('region', {
      name: T.agreementsOf(S.name),
    });
    await userEvent.click(within(folder).getByRole('button', { name: 'Upload' }));
    const dialog = await within(document.body).findByRole('dialog', { name: UT.titles.append });
    const send = within(dialog).getByRole('button', { name: UT.upload });
    await expect(send).toBeDisabled();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'agreement.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: UT.upload }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('progressbar', { name: UT.progressLabel('agreement.pdf') }),
      ).toHaveProperty('value', 0.5),
    );
  },
};

/** The folder's documents cannot be read: the spec's words with Retry. */
export const AgreementsFailed: Story = {
  args: {
    flags: admin,
    rights: { setChecks: true, assignVideo: true, agreements: true },
    queries: serverOf({ agreementsFail: true }).queries,
  },
  play: async ({ canvasElement }) => {
    const c = within(card(canvasElement));
    await expect(await c.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
