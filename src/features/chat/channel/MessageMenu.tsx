import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';

export type MessageMenuItem = { label: string; onSelect: () => void };

/** A message's actions behind one button (keyboard: Enter/Space opens, arrows move, Esc closes). */
export function MessageMenu({ name, items }: { name: string; items: MessageMenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={name}
        className="rounded px-1.5 text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        ⋯
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-30 min-w-32 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
      >
        {items.map((item) => (
          <MenuItem key={item.label}>
            <button
              type="button"
              onClick={item.onSelect}
              className="block w-full px-3 py-1.5 text-left data-focus:bg-sky-50"
            >
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
