import type { CSSProperties, ReactNode } from 'react';
import { ScrollPane } from '../../../ui/table/ScrollPane.tsx';
import { PROFILE_TAB_TEXTS as T } from './profileTabTexts.ts';

/** A co-borrower as a column of the Profile tab: the leader first (the loan's order). */
export type GridColumn = { username: string; name: string; isLeader: boolean };

/**
 * A section as a grid: a sticky first column of attribute names, then one column per co-borrower
 * (2-6), one row per attribute. Each column is its own component (it may hold an edit), placed
 * with CSS subgrid so its rows line up with the names; wide loans scroll sideways inside the grid
 * only, the names staying in view.
 */
export function CoborrowerGrid(props: {
  id: string;
  title: string;
  labels: readonly string[];
  columnCount: number;
  /** The names column's heading (default 'Attribute'). */
  corner?: string;
  children: ReactNode;
}) {
  const rows = props.labels.length + 1;
  const style: CSSProperties = {
    gridTemplateColumns: `minmax(9rem, 12rem) repeat(${props.columnCount}, minmax(13rem, 1fr))`,
    gridTemplateRows: `repeat(${rows}, auto)`,
    gridAutoFlow: 'column',
  };
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      tabIndex={-1}
      className="scroll-mt-16 rounded-md border border-slate-200 bg-white"
    >
      <h2 id={`${props.id}-title`} className="px-3 pt-3 pb-2 font-semibold text-slate-800">
        {props.title}
      </h2>
      {/* A named pane in the tab order, so a keyboard user can scroll a wide loan sideways;
          positioned, so the visually hidden names (absolute) stay inside it, not the page. */}
      <ScrollPane label={T.gridPane(props.title)} height="max-w-full" className="relative">
        <div className="grid text-sm" style={style}>
          {/* The names are read with each value (its dt), so this column is for the eye only. */}
          <div
            aria-hidden="true"
            className="sticky left-0 z-10 grid grid-rows-subgrid border-r border-slate-200 bg-slate-50 font-medium text-slate-600"
            style={{ gridRow: `1 / span ${rows}` }}
          >
            <span className="px-2 py-1">{props.corner ?? T.attribute}</span>
            {props.labels.map((label) => (
              <span key={label} className="border-t border-slate-100 px-2 py-1">
                {label}
              </span>
            ))}
          </div>
          {props.children}
        </div>
      </ScrollPane>
    </section>
  );
}

/** One co-borrower's column of a section: a heading, then a value per attribute. */
export function GridColumnFrame(props: {
  section: string;
  column: GridColumn;
  labels: readonly string[];
  cells: readonly ReactNode[];
  /** Said under the name (a saved change, a failure). */
  note?: ReactNode;
}) {
  const { column } = props;
  return (
    <section
      aria-label={T.columnOf(props.section, column.name)}
      className="grid grid-rows-subgrid border-r border-slate-100 last:border-r-0"
      style={{ gridRow: `1 / span ${props.labels.length + 1}` }}
    >
      <div className="px-2 py-1">
        <h3 className="font-semibold text-slate-900">
          {column.name}
          {column.isLeader ? (
            <span className="ml-2 rounded bg-indigo-50 px-1 text-xs font-medium text-indigo-800">
              {T.leader}
            </span>
          ) : null}
        </h3>
        <p className="text-xs text-slate-500">{column.username}</p>
        {props.note}
      </div>
      <dl className="contents">
        {props.labels.map((label, i) => (
          <div key={label} className="contents">
            <dt className="sr-only">{label}</dt>
            <dd className="min-w-0 border-t border-slate-100 px-2 py-1 break-words text-slate-900">
              {props.cells[i]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
