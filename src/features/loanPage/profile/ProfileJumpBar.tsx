import { PROFILE_TAB_TEXTS as T } from './profileTabTexts.ts';

export type JumpTarget = { id: string; label: string };

/**
 * The Profile tab's sticky jump bar (part 1 §2): each name scrolls its section into view and
 * moves focus there, without touching the address (its hash names the tab).
 */
export function ProfileJumpBar({ targets }: { targets: readonly JumpTarget[] }) {
  const jump = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };
  return (
    <nav
      aria-label={T.jumpBar}
      className="sticky top-0 z-20 -mx-1 flex flex-wrap gap-1 border-b border-slate-200 bg-white/95 px-1 py-2 backdrop-blur"
    >
      {targets.map((target) => (
        <button
          key={target.id}
          type="button"
          onClick={() => jump(target.id)}
          className="rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {target.label}
        </button>
      ))}
    </nav>
  );
}
