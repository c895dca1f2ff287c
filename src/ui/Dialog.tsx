import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  title: string;
  /** Esc, a click outside, or a close button. Not called while `dismissable` is false. */
  onClose: () => void;
  /** False while something must finish first (a save in flight). */
  dismissable?: boolean;
  /** 'alertdialog' for a warning that needs an answer (the session timeout). */
  role?: 'dialog' | 'alertdialog';
  /** 'wide' for a dialog holding a table. */
  size?: 'md' | 'wide';
  /** Viewport place of the panel's top left instead of the centre (a tour step beside its target). */
  position?: { top: number; left: number } | null;
  children: ReactNode;
};

/**
 * A modal dialog: focus is trapped inside while open and returns to the element that had it
 * when the dialog opened; Esc closes it.
 */
export function Dialog({
  open,
  title,
  onClose,
  dismissable = true,
  role = 'dialog',
  size = 'md',
  position = null,
  children,
}: DialogProps) {
  return (
    <HeadlessDialog
      open={open}
      role={role}
      onClose={() => {
        if (dismissable) onClose();
      }}
      className="relative z-40"
    >
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className={`fixed inset-0 p-4 ${position ? '' : 'flex items-center justify-center'}`}>
        <DialogPanel
          style={position ? { position: 'absolute', ...position } : undefined}
          className={`w-full ${size === 'wide' ? 'max-h-[90vh] max-w-5xl overflow-y-auto' : 'max-w-md'} rounded-lg bg-white p-6 shadow-xl`}
        >
          <DialogTitle className="mb-4 text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
