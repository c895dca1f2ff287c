// @vitest-environment jsdom
// The shared tabs' right-click option (spec part 2 §2: a tabbed card opens a tab in a new browser
// tab): only tabs with an address offer it; the menu takes focus and gives it back.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages.ts';
import { Tabs } from '../../src/ui/Tabs.tsx';

const item = () =>
  screen.queryByRole('menuitem', { name: messages.labels.openTabInNewTab }) as HTMLAnchorElement;

function renderTabs(onSelect: (id: string) => void = () => {}) {
  render(
    <Tabs
      label="Loan"
      selected="leader"
      onSelect={onSelect}
      tabs={[
        { id: 'leader', label: 'Leader', panel: 'leader panel', href: '/lender/loan/6#leader' },
        { id: 'profile', label: 'Profile', panel: 'profile panel', href: '/lender/loan/6#profile' },
        { id: 'plain', label: 'Plain', panel: 'plain panel' },
      ]}
    />,
  );
}

describe('the tabs’ right-click menu', () => {
  it('offers the tab’s address in a new browser tab, without opening the tab here', () => {
    const selected: string[] = [];
    renderTabs((id) => selected.push(id));
    fireEvent.contextMenu(screen.getByRole('tab', { name: 'Profile' }), {
      clientX: 40,
      clientY: 12,
    });
    const link = item();
    expect(link).toHaveAttribute('href', '/lender/loan/6#profile');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.rel).toContain('noopener');
    expect(link).toHaveFocus();
    expect(selected).toEqual([]);
  });

  it('closes on Escape and gives focus back to the tab', async () => {
    renderTabs();
    const tab = screen.getByRole('tab', { name: 'Leader' });
    fireEvent.contextMenu(tab);
    expect(item()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(item()).toBeNull());
    expect(tab).toHaveFocus();
  });

  it('closes on a click elsewhere and after the choice', async () => {
    renderTabs();
    fireEvent.contextMenu(screen.getByRole('tab', { name: 'Leader' }));
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(item()).toBeNull());
    fireEvent.contextMenu(screen.getByRole('tab', { name: 'Leader' }));
    fireEvent.click(item());
    await waitFor(() => expect(item()).toBeNull());
  });

  it('leaves the browser’s own menu on a tab without an address', () => {
    renderTabs();
    const event = fireEvent.contextMenu(screen.getByRole('tab', { name: 'Plain' }));
    expect(event).toBe(true);
    expect(item()).toBeNull();
  });
});
