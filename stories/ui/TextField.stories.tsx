import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../src/ui/TextField.tsx';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'UI/TextField',
  component: Controlled,
  args: { label: 'Phone number', type: 'tel' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = {
  args: {
    label: 'New password',
    type: 'password',
    hint: '8 to 25 characters with a digit, a lowercase letter, an uppercase letter and a special character; no spaces.',
  },
};

/** The error is announced with the field (aria-describedby) and marks it invalid. */
export const WithError: Story = {
  args: { initial: '98765', error: 'Please provide correct phone number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone number');
    await expect(input).toHaveAccessibleDescription('Please provide correct phone number');
    await expect(input).toBeInvalid();
  },
};

export const Disabled: Story = { args: { initial: '9876543210', disabled: true } };
