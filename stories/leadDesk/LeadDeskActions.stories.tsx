import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADD_GL_SAMPLE } from '../../machines/addGroupLeader/addGroupLeader.paths.ts';
import {
  type AddGroupLeaderView,
  connectAddGroupLeader,
} from '../../machines/addGroupLeader/index.ts';
import {
  type CreateLeadView,
  connectCreateLead,
  CREATE_LEAD_SAMPLE as SAMPLE,
} from '../../machines/createLead/index.ts';
import { AddGroupLeaderButton } from '../../src/features/leadDesk/components/AddGroupLeaderButton.tsx';
import { CreateLeadDialog } from '../../src/features/leadDesk/components/CreateLeadDialog.tsx';
import {
  addGroupLeaderSnapshot,
  addGroupLeaderStory,
  createLeadSnapshot,
  createLeadStory,
} from './leadDeskStates.tsx';

/* The lead desk's two actions, 'Create New Lead' and 'Add New GL': one story per state of each
   machine. Props are connect() of a machine snapshot, kept in the story's parameters. */

type Props = { createLead: CreateLeadView; addGl: AddGroupLeaderView };

function LeadActions({ createLead, addGl }: Props) {
  return (
    <div className="flex flex-col items-start gap-4">
      <CreateLeadDialog view={createLead} send={fn()} />
      <AddGroupLeaderButton view={addGl} onAdd={fn()} />
    </div>
  );
}

const meta = {
  title: 'Lead desk/Actions',
  component: LeadActions,
  args: {
    createLead: connectCreateLead(createLeadSnapshot({ closed: 'idle' })),
    addGl: connectAddGroupLeader(addGroupLeaderSnapshot('idle')),
  },
} satisfies Meta<typeof LeadActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = () => within(page().getByRole('dialog'));
const typed = { mobile: SAMPLE.mobile, name: SAMPLE.name };

/** Before either is used: the same screen is the first state of both machines. */
export const Idle: Story = {
  ...addGroupLeaderStory('idle'),
  play: async () => {
    await expect(page().getByRole('button', { name: 'Create New Lead' })).toBeEnabled();
    await expect(page().getByRole('button', { name: 'Add New GL' })).toBeEnabled();
  },
};

export const CreateLeadClosed: Story = createLeadStory({ closed: 'idle' });

export const AddingGl: Story = addGroupLeaderStory('adding');

export const AddGlFailed: Story = {
  ...addGroupLeaderStory('failed', { error: ADD_GL_SAMPLE.refused }),
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent(ADD_GL_SAMPLE.refused);
  },
};

export const GlAdded: Story = {
  ...addGroupLeaderStory('added', { message: ADD_GL_SAMPLE.added }),
  play: async () => {
    await expect(page().getByRole('button', { name: 'Add New GL' })).toBeDisabled();
  },
};

/** The dialog, opened on the mobile number; focus stays inside it. */
export const CreateLeadOpen: Story = {
  ...createLeadStory({ open: { editing: 'idle' } }),
  play: async () => {
    await expect(dialog().getByLabelText('Mobile number')).toHaveFocus();
    await userEvent.tab();
    await expect(dialog().getByLabelText('Name')).toHaveFocus();
  },
};

export const MobileInvalid: Story = {
  ...createLeadStory({ open: { editing: 'mobileInvalid' } }, { mobile: SAMPLE.shortMobile }),
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Please provide a correct mobile number',
    );
  },
};

export const NameInvalid: Story = {
  ...createLeadStory(
    { open: { editing: 'nameInvalid' } },
    { mobile: SAMPLE.mobile, name: SAMPLE.shortName },
  ),
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('Please provide a valid name');
  },
};

export const Locating: Story = createLeadStory({ open: 'locating' }, typed);

export const LocationRefused: Story = {
  ...createLeadStory({ open: { editing: 'locationDenied' } }, typed),
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Please allow location before submitting the form!',
    );
    await expect(dialog().getByLabelText('Mobile number')).toHaveValue(SAMPLE.mobile);
  },
};

export const Submitting: Story = createLeadStory(
  { open: 'submitting' },
  { ...typed, location: SAMPLE.location },
);

export const CreateLeadFailed: Story = {
  ...createLeadStory({ open: { editing: 'failed' } }, { ...typed, error: SAMPLE.refused }),
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(SAMPLE.refused);
  },
};

export const LeadCreated: Story = {
  ...createLeadStory({ closed: 'created' }, { message: SAMPLE.created }),
  play: async () => {
    await expect(page().getByRole('status')).toHaveTextContent(SAMPLE.created);
  },
};
