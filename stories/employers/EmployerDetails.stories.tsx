import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { withInput } from '../../machines/callActions/withInput.ts';
import {
  employerDetailsPaths,
  EMPLOYER_DETAILS_SAMPLE as S,
} from '../../machines/employerDetails/employerDetails.paths.ts';
import { employerDetailsShows } from '../../machines/employerDetails/employerDetails.shows.ts';
import {
  connectEmployerDetails,
  employerDetailsMachine,
  EMPLOYER_DETAILS_TEXTS as T,
} from '../../machines/employerDetails/index.ts';
import { EMPLOYER_PICK_SAMPLE as P } from '../../machines/employerPick/employerPick.paths.ts';
import { connectEmployerPick, employerPickMachine } from '../../machines/employerPick/index.ts';
import { doneEvent } from '../../machines/pathSpec.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { EmployerDetailsView } from '../../src/features/employers/components/EmployerDetailsView.tsx';
import { EmployerPickDialog } from '../../src/features/employers/components/EmployerPickDialog.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

type Input = typeof S.underwriter | typeof S.disbursalOnVerified | typeof S.incomplete;

function snapshotAfter(input: Input, ...events: AnyEventObject[]) {
  const machine =
    input === S.incomplete
      ? employerDetailsPaths.machine
      : withInput(employerDetailsMachine, input);
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}
const story = (input: Input, ...events: AnyEventObject[]) =>
  viewStory(employerDetailsShows as never, connectEmployerDetails, snapshotAfter(input, ...events));

const meta = {
  title: 'Employers/Profile employer',
  component: EmployerDetailsView,
  parameters: { layout: 'padded' },
  args: { view: connectEmployerDetails(snapshotAfter(S.underwriter)) },
} satisfies Meta<typeof EmployerDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unverified, for a credit underwriter: Edit, Verify and Change Name. */
export const Unverified: Story = story(S.underwriter);

/** Verified, for a disbursal team member: nothing to edit or verify. */
export const VerifiedForDisbursal: Story = {
  ...story(S.disbursalOnVerified),
  play: async () => {
    await expect(await screen.findByText(T.verified)).toBeVisible();
    await expect(screen.queryByRole('button', { name: T.edit })).toBeNull();
  },
};

/** Verify on an employer missing fields. */
export const VerifyIncomplete: Story = {
  ...story(S.incomplete, { type: 'employer.verify' }),
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      employerMessages.fillEmployerDetailsFirst,
    );
  },
};
export const Editing: Story = story(S.underwriter, { type: 'employer.edit' });
export const EditIncomplete: Story = story(
  S.underwriter,
  { type: 'employer.edit' },
  { type: 'edit.field', field: 'employer_address_city', value: '' },
  { type: 'edit.save' },
);
export const SavingEdit: Story = story(
  S.underwriter,
  { type: 'employer.edit' },
  { type: 'edit.save' },
);
export const ConfirmingVerify: Story = story(S.underwriter, { type: 'employer.verify' });
export const Verifying: Story = story(
  S.underwriter,
  { type: 'employer.verify' },
  { type: 'verify.confirm' },
);
export const Verified: Story = story(
  S.underwriter,
  { type: 'employer.verify' },
  { type: 'verify.confirm' },
  doneEvent('verifyEmployer', S.verified),
);
export const Renaming: Story = story(S.underwriter, { type: 'employer.rename' });
export const SavingName: Story = story(
  S.underwriter,
  { type: 'employer.rename' },
  { type: 'name.save' },
);
export const SavingRating: Story = story(S.underwriter, {
  type: 'rating.change',
  rating: 'grade_A',
});

/** 'Replace Employer' pressed: 'Are you sure you want to proceed?'. */
export const ConfirmingReplace: Story = story(S.underwriter, { type: 'employer.replace' });

// The employer search dialog as it opens to replace the profile's address.
const replaceDialog = connectEmployerPick(
  getInitialSnapshot(
    withInput(employerPickMachine, {
      username: P.username,
      comments: P.comments,
      replacing: S.underwriter.detailsId,
    }),
    undefined as never,
  ),
);

/** Confirmed: the employer search dialog picks the replacement (its states: the dialog's stories). */
export const Replacing: Story = (() => {
  const base = story(S.underwriter, { type: 'employer.replace' }, { type: 'replace.confirm' });
  return {
    ...base,
    args: {
      ...base.args,
      children: <EmployerPickDialog view={replaceDialog} onClose={fn()} />,
    },
  };
})();
