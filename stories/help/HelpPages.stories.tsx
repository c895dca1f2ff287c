import type { Meta, StoryObj } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HelpPage, TermsPage } from '../../src/features/help/HelpPages.tsx';

const meta = {
  title: 'Public/Login footer pages',
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/lender/auths/terms' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = { render: () => <TermsPage backHref="/lender/auth" /> };
export const Help: Story = { render: () => <HelpPage backHref="/lender/auth" /> };
