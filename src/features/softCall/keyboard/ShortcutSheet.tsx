import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SHORTCUTS } from './keymap.ts';
import { SHORTCUT_TEXTS as T } from './shortcutTexts.ts';

export type ShortcutSheetProps = { open: boolean; onClose: () => void };

/** Every shortcut of the loop, from the one keymap table: opened by '?', closed by Esc. */
export function ShortcutSheet({ open, onClose }: ShortcutSheetProps) {
  return (
    <Dialog open={open} title={T.title} onClose={onClose}>
      <p className="mb-3 text-sm text-slate-600">{T.intro}</p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{T.title}</caption>
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-4 font-normal">
              {T.keyColumn}
            </th>
            <th scope="col" className="py-1 font-normal">
              {T.actionColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.keys.join('+')} className="border-t border-slate-100">
              <td className="py-1 pr-4 whitespace-nowrap">
                {shortcut.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? (shortcut.ctrl ? ' + ' : T.followedBy) : null}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                      {key}
                    </kbd>
                  </span>
                ))}
              </td>
              <td className="py-1 text-slate-800">{shortcut.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{T.close}</Button>
      </div>
    </Dialog>
  );
}
