import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROFILE_EDIT_SAMPLE as SAMPLE } from '../../machines/profileEdit/profileEdit.paths.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { ProfilePanel } from '../../src/features/customer/components/ProfilePanel.tsx';
import { profileEditStory } from './profileEditStates.tsx';

/** The profile tab with its edits, one story per state of the profileEdit statechart. */
const meta = {
  title: 'Customer/Profile edit',
  component: ProfilePanel,
  parameters: { layout: 'padded' },
  args: { profile: SAMPLE.profile, busy: false },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const father = { field: 'father_name', value: SAMPLE.typedFather } as const;

export const Editable: Story = {
  ...profileEditStory({ viewing: 'idle' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Father Name' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'Employee ID Valid' })).toBeChecked();
  },
};

/** A recovery agent: the profile with no edit controls at all. */
export const ReadOnlyRole: Story = {
  ...profileEditStory({ viewing: 'idle' }, { flags: roleFlagsOf('is_recovery_agent') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^Edit / })).toEqual([]);
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const Editing: Story = {
  ...profileEditStory({ editing: 'ready' }, father),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Father Name' });
    await expect(box).toHaveValue(SAMPLE.typedFather);
  },
};

export const InvalidPin: Story = profileEditStory(
  { editing: 'invalid' },
  { field: 'current_address_pin', value: SAMPLE.badPin, problem: 'pin' },
);

export const Saving: Story = profileEditStory('saving', father);

export const SaveFailed: Story = {
  ...profileEditStory({ editing: 'failed' }, father),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error in changing profile details');
    await expect(canvas.getByRole('textbox', { name: 'Father Name' })).toHaveValue(
      SAMPLE.typedFather,
    );
  },
};

const saved = profileEditStory({ viewing: 'saved' }, { saved: 'father_name' });
export const Saved: Story = {
  ...saved,
  args: { ...saved.args, profile: SAMPLE.fatherSaved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Personal' })).toHaveTextContent(
      SAMPLE.savedFather,
    );
  },
};

export const Toggling: Story = profileEditStory('toggling');

export const ToggleFailed: Story = profileEditStory({ viewing: 'toggleFailed' });
