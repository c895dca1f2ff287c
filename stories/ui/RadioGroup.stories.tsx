import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../../src/ui/RadioGroup.tsx';

const channels = [
  { value: 'WA', label: 'WhatsApp' },
  { value: 'SMS', label: 'SMS' },
] as const;

function RadioDemo({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState<'WA' | 'SMS'>('WA');
  return (
    <RadioGroup
      label="Send OTP via"
      value={value}
      options={channels}
      onChange={setValue}
      disabled={disabled}
    />
  );
}

const meta = { title: 'UI/RadioGroup', component: RadioDemo } satisfies Meta<typeof RadioDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'WhatsApp' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'SMS' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { disabled: true } };
