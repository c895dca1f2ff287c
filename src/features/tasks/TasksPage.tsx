import { type ReactNode, useId } from 'react';
import { useLocationHash } from '../../ui/hooks/useLocationHash.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { NATIVE_TASKS_TEXTS as N } from './native/nativeTasksTexts.ts';
import { TASKS_TEXTS as T } from './tasksTexts.ts';

export type TaskTab = { id: string; label: string; panel: ReactNode };

export type TasksPageProps = {
  /** The Redmine Tasks tab, built by the page with its calls. */
  redmine: ReactNode;
  /** The New Tasks tab: the native board, built by the page with its calls. */
  native: ReactNode;
};

/**
 * The Tasks screen (spec part 2 §2 'Tasks screen (two tabs)'). The tabs are one array: the New
 * Tasks tab is one more entry.
 */
export function TasksPage({ redmine, native }: TasksPageProps) {
  const headingId = useId();
  const tabs: TaskTab[] = [
    { id: 'redmine', label: T.redmine, panel: redmine },
    { id: 'native', label: N.heading, panel: native },
  ];
  // The open tab is the address's hash (#native): a reload or a shared link keeps it.
  const [hash, setHash] = useLocationHash();
  const selected = tabs.find((tab) => `#${tab.id}` === hash)?.id ?? tabs[0]!.id;
  const setSelected = (id: string) => setHash(`#${id}`);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1 id={headingId} className="text-xl font-semibold text-slate-900">
        {T.heading}
      </h1>
      <Tabs label={T.tabs} tabs={tabs} selected={selected} onSelect={setSelected} />
    </section>
  );
}
