import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import { FIP_SAMPLE } from '../../machines/salaryEmi/fipMove.paths.ts';
import { fipMoveShows } from '../../machines/salaryEmi/fipMove.shows.ts';
import {
  connectFipMove,
  type FipMoveContext,
  type FipRecord,
  fipMoveMachine,
  SALARY_TEXTS as T,
} from '../../machines/salaryEmi/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { FipPanel } from '../../src/features/salaryEmi/FipPanel.tsx';
import type { PanelQuery } from '../../src/ui/QueryPanel.tsx';
import { sampleFip } from '../../tests/support/fixtures/salaryEmi.ts';
import { renders } from '../../tests/support/storyState.ts';

/** FIP Details: the accounts, their transactions, and each state of a move. */
const meta = {
  title: 'Salary & EMI/FIP Details',
  component: FipPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FipPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

type FipAnswer = { results: FipRecord[] };
const loaded = (data: FipAnswer): PanelQuery<FipAnswer> => ({
  status: 'success',
  data,
  error: null,
  refetch: fn(),
});

const defaults: FipMoveContext = {
  flags: FIP_SAMPLE.flags,
  username: FIP_SAMPLE.username,
  transaction: null,
  error: null,
};

function fipStory(
  value: StateValue,
  context: Partial<FipMoveContext> = {},
  fip = loaded(sampleFip),
) {
  const state = fipMoveMachine.resolveState({ value, context: { ...defaults, ...context } });
  return {
    args: { fip, view: connectFipMove(state, fn()) },
    parameters: renders(fipMoveShows as never, state),
  };
}

const moveSalary = T.moveRow('salary', FIP_SAMPLE.credit.txnId);

export const Loaded: Story = {
  ...fipStory('idle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: moveSalary })).toHaveTextContent(
      'Move to Salary',
    );
    await expect(
      canvas.getByRole('button', { name: T.moveRow('emi', FIP_SAMPLE.debit.txnId) }),
    ).toHaveTextContent('Move to EMI');
    await expect(canvas.getByText('Name on the account differs from the profile')).toBeVisible();
  },
};

/** Those who may not move see the transactions without buttons. */
export const ViewOnly: Story = {
  ...fipStory('idle', { flags: roleFlagsOf('is_recovery_manager') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Move to/ })).toBeNull();
  },
};

export const Empty: Story = {
  ...fipStory('idle', {}, loaded({ results: [] })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Data Not Available')).toBeVisible();
  },
};

export const Loading: Story = fipStory(
  'idle',
  {},
  { status: 'pending', data: undefined, error: null, refetch: fn() },
);

export const Failed: Story = fipStory(
  'idle',
  {},
  {
    status: 'error',
    data: undefined,
    error: new Error('Service unavailable'),
    refetch: fn(),
  },
);

export const Moving: Story = {
  ...fipStory('moving', { transaction: FIP_SAMPLE.credit }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: moveSalary })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Moved: Story = {
  ...fipStory('moved', { transaction: FIP_SAMPLE.credit }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Moved to Salary Details.',
    );
  },
};

export const MoveFailed: Story = {
  ...fipStory('failed', { transaction: FIP_SAMPLE.debit, error: FIP_SAMPLE.refused }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(FIP_SAMPLE.refused);
  },
};
