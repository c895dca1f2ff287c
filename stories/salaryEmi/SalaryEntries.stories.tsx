import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import { ENTRY_SAMPLE as SAMPLE } from '../../machines/salaryEmi/entryEditor.paths.ts';
import { entryEditorShows } from '../../machines/salaryEmi/entryEditor.shows.ts';
import {
  connectEntryEditor,
  EMPTY_ENTRY,
  type EntryEditorContext,
  type EntryRow,
  emiRow,
  entryEditorMachine,
  formOfRow,
  salaryRow,
  SALARY_TEXTS as T,
} from '../../machines/salaryEmi/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { EntryPanel, type EntryPanelProps } from '../../src/features/salaryEmi/EntryPanel.tsx';
import type { PanelQuery } from '../../src/ui/QueryPanel.tsx';
import { sampleEmi, sampleSalary } from '../../tests/support/fixtures/salaryEmi.ts';
import { renders } from '../../tests/support/storyState.ts';

/** Salary Details and EMI Details in every state of their editor, over a loaded list. */
const meta = {
  title: 'Salary & EMI/Entries',
  component: EntryPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EntryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (data: EntryRow[]): PanelQuery<EntryRow[]> => ({
  status: 'success',
  data,
  error: null,
  refetch: fn(),
});
const salaryRows = sampleSalary.results.map(salaryRow);
const emiRows = sampleEmi.results.map(emiRow);

const defaults: EntryEditorContext = {
  kind: 'salary',
  flags: SAMPLE.flags,
  username: SAMPLE.username,
  today: SAMPLE.today,
  form: EMPTY_ENTRY,
  editing: null,
  target: null,
  error: null,
};

/** A story of one state: its props are connect() of the snapshot, kept in its parameters. */
function entryStory(
  value: StateValue,
  context: Partial<EntryEditorContext> = {},
  rows: PanelQuery<EntryRow[]> = loaded(context.kind === 'emi' ? emiRows : salaryRows),
): { args: EntryPanelProps; parameters: ReturnType<typeof renders> } {
  const state = entryEditorMachine.resolveState({ value, context: { ...defaults, ...context } });
  return {
    args: { rows, view: connectEntryEditor(state, fn()), today: SAMPLE.today },
    parameters: renders(entryEditorShows as never, state),
  };
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const row = SAMPLE.rows.salary;
const filled = { ...EMPTY_ENTRY, date: '2026-11-05', amount: '26000', comment: 'November salary' };

export const Loaded: Story = {
  ...entryStory('idle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T.add('salary') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: T.editRow('salary', row) })).toBeEnabled();
    await expect(canvas.getByText('Miscleanous')).toBeVisible();
  },
};

export const Emi: Story = entryStory('idle', { kind: 'emi' });

export const ViewOnly: Story = {
  ...entryStory('idle', { flags: roleFlagsOf('is_recovery_manager') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toEqual([]);
  },
};

export const Empty: Story = {
  ...entryStory('idle', {}, loaded([])),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Data Not Available')).toBeVisible();
  },
};

export const Loading: Story = entryStory(
  'idle',
  {},
  {
    status: 'pending',
    data: undefined,
    error: null,
    refetch: fn(),
  },
);

export const Failed: Story = {
  ...entryStory(
    'idle',
    {},
    {
      status: 'error',
      data: undefined,
      error: new Error('Service unavailable'),
      refetch: fn(),
    },
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Saved: Story = entryStory('saved');
export const Deleted: Story = entryStory('deleted', { kind: 'emi' });

export const AddSalary: Story = {
  ...entryStory({ editing: 'filling' }),
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form'));
    await expect(form.getByRole('combobox', { name: T.fields.type })).toHaveValue('Salary');
    await expect(form.getByRole('combobox', { name: T.fields.mode })).toHaveValue('account');
  },
};

/** A new EMI starts on today. */
export const AddEmi: Story = {
  ...entryStory(
    { editing: 'filling' },
    { kind: 'emi', form: { ...EMPTY_ENTRY, date: SAMPLE.today } },
  ),
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form'));
    await expect(form.getByRole('textbox', { name: T.fields.date })).toHaveValue('24/11/2026');
  },
};

export const MissingDate: Story = {
  ...entryStory({ editing: 'invalid' }, { form: { ...filled, date: '' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please fill mandatory fields Date and Amount.',
    );
  },
};

/** Editing a row: it is highlighted, its values in the form. */
export const Editing: Story = {
  ...entryStory({ editing: 'filling' }, { editing: row, form: formOfRow(row) }),
  play: async ({ canvasElement }) => {
    const highlighted = canvasElement.querySelector('tr[data-editing="true"]');
    await expect(highlighted).toHaveTextContent('05/10/2026');
  },
};

export const Saving: Story = entryStory({ editing: 'saving' }, { form: filled });

export const SaveFailed: Story = {
  ...entryStory(
    { editing: 'failed' },
    { editing: row, form: { ...formOfRow(row), type: 'Misc' }, error: SAMPLE.refused },
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SAMPLE.refused);
  },
};

export const ConfirmDelete: Story = {
  ...entryStory({ deleting: 'asking' }, { target: row }),
  play: async ({ canvasElement }) => {
    const dialog = within(
      body(canvasElement).getByRole('dialog', { name: T.deleteTitle('salary') }),
    );
    await expect(dialog.getByText('Amount ₹25,750, date 05/10/2026')).toBeVisible();
  },
};

export const Deleting: Story = entryStory(
  { deleting: 'removing' },
  { kind: 'emi', target: SAMPLE.rows.emi },
);

export const DeleteFailed: Story = {
  ...entryStory({ deleting: 'failed' }, { target: row, error: SAMPLE.gone }),
  play: async ({ canvasElement }) => {
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(SAMPLE.gone);
  },
};
