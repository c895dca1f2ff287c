import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  type AnyEventObject,
  type AnyStateMachine,
  getInitialSnapshot,
  getNextSnapshot,
} from 'xstate';
import {
  connectLoanConfigJump,
  type LoanConfigJumpModel,
  LOAN_CONFIG_JUMP_TEXTS as T,
} from '../../machines/loanConfigJump/index.ts';
import {
  LOAN_CONFIG_JUMP_WALKS,
  TAB_SCROLLED,
} from '../../machines/loanConfigJump/loanConfigJump.paths.ts';
import { loanConfigJumpShows } from '../../machines/loanConfigJump/loanConfigJump.shows.ts';
import { ConfigJumpDialog } from '../../src/features/loanPage/components/ConfigJumpDialog.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

const [lacking, complete] = LOAN_CONFIG_JUMP_WALKS;

/** The machine (from a walk's loan) after these events: a story renders connect() of it. */
function snapshotAfter(machine: AnyStateMachine, ...events: AnyEventObject[]) {
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const story = (machine: AnyStateMachine, ...events: AnyEventObject[]) =>
  viewStory(
    loanConfigJumpShows as never,
    (snapshot: never): LoanConfigJumpModel => connectLoanConfigJump(snapshot),
    snapshotAfter(machine, ...events) as never,
  );

const meta = {
  title: 'Loan page/Config jump',
  component: ConfigJumpDialog,
  parameters: { layout: 'padded' },
  args: { view: connectLoanConfigJump(snapshotAfter(lacking.machine) as never) },
} satisfies Meta<typeof ConfigJumpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The disbursal team on an approved loan lacking its configuration: the question. */
export const Asking: Story = {
  ...story(lacking.machine),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByText(T.question)).toBeVisible();
    await expect(page.getByRole('button', { name: T.accept })).toBeEnabled();
  },
};

/** Still asking a second after landing: the tab has been scrolled to behind the question. */
export const AskingAfterScroll: Story = story(lacking.machine, TAB_SCROLLED);

/** Accepted: the page is on Loan Config, no question. */
export const Jumped: Story = story(lacking.machine, { type: 'jump.accept' });

/** Not now: the page stays where it was. */
export const Dismissed: Story = story(lacking.machine, { type: 'jump.decline' }, TAB_SCROLLED);

/** A loan with its configuration (or not the disbursal team): nothing is asked. */
export const NotOffered: Story = story(complete.machine);
