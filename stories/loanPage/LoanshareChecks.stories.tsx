import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  checkLabel,
  connectLoanshareChecks,
  LOANSHARE_CHECKS_TEXTS as T,
} from '../../machines/loanshareChecks/index.ts';
import {
  loanshareChecksPaths,
  LOANSHARE_CHECKS_SAMPLE as S,
} from '../../machines/loanshareChecks/loanshareChecks.paths.ts';
import { loanshareChecksShows } from '../../machines/loanshareChecks/loanshareChecks.shows.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { ChecksFieldset } from '../../src/features/loanPage/status/components/ChecksFieldset.tsx';
import { viewStory } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

const writer = loanshareChecksPaths.machine;
const reader = loanshareChecksPaths.alsoWalk![0]!.machine;
const story = (...events: AnyEventObject[]) =>
  viewStory(
    loanshareChecksShows as never,
    connectLoanshareChecks,
    snapshotAfter(writer, ...events),
  );
const tickBank = { type: 'check.toggle', checkType: 'bank_verified' };
const box = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('checkbox', { name: T.boxLabel(label, S.name) });

const meta = {
  title: 'Loan page/Loan-share checks',
  component: ChecksFieldset,
  parameters: { layout: 'padded' },
  args: { view: connectLoanshareChecks(snapshotAfter(writer)), name: S.name },
} satisfies Meta<typeof ChecksFieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A writer: a box per check, KYC ticked, the rest not. */
export const Editable: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, checkLabel('kyc_verified'))).toBeChecked();
    await expect(box(canvasElement, checkLabel('bank_verified'))).not.toBeChecked();
  },
};

/** Bank verified clicked: the box stays as stored until the server answers; all boxes wait. */
export const Saving: Story = {
  ...story(tickBank),
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, checkLabel('bank_verified'))).not.toBeChecked();
    await expect(box(canvasElement, checkLabel('kyc_verified'))).toBeDisabled();
  },
};

export const Saved: Story = {
  ...story(
    tickBank,
    doneEvent('setLoanshareCheck', { check_type: 'bank_verified', checked: true }),
  ),
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, checkLabel('bank_verified'))).toBeChecked();
  },
};

/** Refused: the server's words, every box as it was. */
export const Failed: Story = {
  ...story(tickBank, errorEvent('setLoanshareCheck', serviceError(S.refused, 403))),
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, checkLabel('bank_verified'))).not.toBeChecked();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(S.refused);
  },
};

/** A role that may not change checks: Yes/No marks, no boxes. */
export const ReadOnly: Story = {
  ...viewStory(loanshareChecksShows as never, connectLoanshareChecks, snapshotAfter(reader)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('checkbox')).toHaveLength(0);
  },
};
