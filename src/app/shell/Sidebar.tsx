import { CloseButton, Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { SidebarNav, type SidebarNavProps } from './SidebarNav.tsx';
import { SHELL_TEXTS as T } from './shellTexts.ts';
import { SIDEBAR_DRAWER_QUERY, useMediaQuery } from './useMediaQuery.ts';

export type SidebarProps = Omit<SidebarNavProps, 'onNavigate'> & {
  /**
   * Under 1200 px the sidebar is a drawer, closed while `collapsed`. Wider screens always show
   * the sidebar, so the value only matters on narrow ones.
   */
  collapsed: boolean;
  onToggle: () => void;
};

/**
 * The dashboard menu: a fixed column on wide screens, an off-canvas drawer behind a menu button
 * below 1200 px. The drawer is a modal dialog: focus stays inside, Esc or a click outside closes
 * it, and focus goes back to the menu button.
 */
export function Sidebar({ collapsed, onToggle, ...nav }: SidebarProps) {
  const drawer = useMediaQuery(SIDEBAR_DRAWER_QUERY);
  if (!drawer) {
    return (
      <aside className="sticky top-0 h-screen w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white">
        <SidebarNav {...nav} />
      </aside>
    );
  }
  const open = !collapsed;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={onToggle}
        className="m-2 inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon />
        <span className="sr-only">{T.openMenu}</span>
      </button>
      <Dialog open={open} onClose={onToggle} aria-label={T.navigation} className="relative z-40">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
        <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl">
          <div className="flex justify-end p-2">
            <CloseButton className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100">
              <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="sr-only">{T.closeMenu}</span>
            </CloseButton>
          </div>
          <SidebarNav {...nav} onNavigate={onToggle} />
        </DialogPanel>
      </Dialog>
    </>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
