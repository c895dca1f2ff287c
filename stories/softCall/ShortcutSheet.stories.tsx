import type { Meta, StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SHORTCUTS } from '../../src/features/softCall/keyboard/keymap.ts';
import { ShortcutSheet } from '../../src/features/softCall/keyboard/ShortcutSheet.tsx';
import { SHORTCUT_TEXTS as K } from '../../src/features/softCall/keyboard/shortcutTexts.ts';

/* The sheet '?' opens on the call screen: every shortcut of the one keymap table. */

const meta = {
  title: 'Soft call/Keyboard shortcuts',
  component: ShortcutSheet,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof ShortcutSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Every shortcut with its keys; no serious or critical axe finding; Esc and Close close it. */
export const Open: Story = {
  play: async ({ args }) => {
    const sheet = await page().findByRole('dialog', { name: K.title });
    const rows = within(sheet).getAllByRole('row');
    await expect(rows).toHaveLength(SHORTCUTS.length + 1);
    for (const shortcut of SHORTCUTS) {
      const row = within(sheet).getByText(shortcut.label).closest('tr')!;
      for (const key of shortcut.keys) await expect(within(row).getByText(key)).toBeVisible();
    }
    const results = await axe.run(sheet, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    });
    const blocking = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    await expect(blocking.map((v) => v.id)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(sheet).getByRole('button', { name: K.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
