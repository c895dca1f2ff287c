import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../src/domain/messages.ts';
import { SessionGuard } from '../../src/features/session/SessionGuard.tsx';
import { SESSION_TEXTS as T } from '../../src/features/session/sessionTexts.ts';
import { createCrossTabBus } from '../../src/platform/crossTab.ts';

type DemoProps = {
  inactivityLimitMs: number;
  warningMs: number;
  onSignedOut: (reason: string) => void;
};

/** The real guard with short limits, on a channel of its own: other open stories are not told. */
function ShortSession({ inactivityLimitMs, warningMs, onSignedOut }: DemoProps) {
  const [bus] = useState(() => createCrossTabBus(`story-session-${crypto.randomUUID()}`));
  return (
    <SessionGuard
      inactivityLimitMs={inactivityLimitMs}
      warningMs={warningMs}
      bus={bus}
      onSignedOut={onSignedOut}
    >
      <p className="p-6 text-sm text-slate-600">
        Leave the page alone: the warning opens after {(inactivityLimitMs - warningMs) / 1000} s.
      </p>
    </SessionGuard>
  );
}

const meta = {
  title: 'Session/Flows',
  component: ShortSession,
  args: { inactivityLimitMs: 4_000, warningMs: 3_000, onSignedOut: fn() },
} satisfies Meta<typeof ShortSession>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle → warning counting down → Stay signed in closes it. */
export const StaySignedIn: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('alertdialog', { name: T.title }, { timeout: 3_000 });
    await expect(within(dialog).getByText(messages.auth.sessionExpiresIn(3))).toBeVisible();
    await within(dialog).findByText(messages.auth.sessionExpiresIn(2), {}, { timeout: 2_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: T.staySignedIn }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/** Idle to the end: signed out for timeout. */
export const TimesOut: Story = {
  args: { inactivityLimitMs: 2_000, warningMs: 1_000 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledWith('timeout'), {
      timeout: 4_000,
    });
  },
};
