import { COLLECTIONS_TEXTS as T } from '../collectionsTexts.ts';

/** On an old version of the page: these figures are today's. */
export function OldVersionNote({ historyDate }: { historyDate: string | null }) {
  if (!historyDate) return null;
  return (
    <p
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {T.oldVersionNote}
    </p>
  );
}
