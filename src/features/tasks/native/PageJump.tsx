import { useId, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Pager } from '../../../ui/list/Pager.tsx';
import { NATIVE_TASKS_TEXTS as T } from './nativeTasksTexts.ts';
import { jumpTarget } from './taskFilters.ts';

/** Previous/Next and a jump to a page, clamped between 1 and the total, digits only. */
export function PageJump(props: {
  page: number;
  pages: number;
  count: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const go = () => {
    const target = jumpTarget(typed, props.pages);
    if (target !== null) props.onPage(target);
    setTyped(target === null ? '' : String(target));
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Pager
        label={T.pages}
        page={props.page}
        pages={props.pages}
        count={props.count}
        busy={props.busy}
        onPage={props.onPage}
      />
      <form
        className="flex items-center gap-2 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <label htmlFor={id}>{T.jump}</label>
        <input
          id={id}
          className="w-16 rounded-md border border-slate-300 px-2 py-1"
          inputMode="numeric"
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="secondary" disabled={!typed}>
          {T.go}
        </Button>
      </form>
    </div>
  );
}
