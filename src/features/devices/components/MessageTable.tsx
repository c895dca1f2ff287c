import {
  MESSAGE_CLASSIFICATION_TEXTS as C,
  type MessageCategory,
  type MessageClassificationModel,
} from '../../../../machines/messageClassification/index.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { Cell, type Column, VirtualTable } from '../../../ui/table/VirtualTable.tsx';
import type { DeviceMessage } from '../deviceQueries.ts';
import { DEVICES_TEXTS as T } from '../devicesTexts.ts';

export const MESSAGE_CATEGORIES: readonly MessageCategory[] = [
  'Banking',
  'Aadhaar',
  'ITDC',
  'EPFO',
  'Telecom',
  'Others',
];

const COLUMNS: readonly Column[] = [
  [T.messageColumns[0], '10rem'],
  [T.messageColumns[1], '8rem'],
  [T.messageColumns[2], 'minmax(20rem, 1fr)'],
  [T.messageColumns[3], '8rem'],
  [T.messageColumns[4], '10rem'],
];

/** Spec part 1 §9: the message table is 500 px high. */
const ROW_HEIGHT = 64;

export type MessageTableProps = {
  label: string;
  messages: readonly DeviceMessage[];
  view: MessageClassificationModel;
};

/**
 * The messages of a filter, virtualized (thousands of rows); each row's select picks a category
 * for the message. The select always reads 'Classify as…', so picking the category the message
 * has is a choice too (the undo).
 */
export function MessageTable({ label, messages, view }: MessageTableProps) {
  return (
    <VirtualTable
      label={label}
      rows={messages}
      rowKey={(m) => m.id}
      rowHeight={ROW_HEIGHT}
      columns={COLUMNS}
      scrollClassName="h-[500px]"
      scrollProps={{ 'data-messages-scroll': '' }}
      busy={view.busy}
      rowLabel={(m) => `${m.address} ${formatDateTime(m.date)}`}
      renderCells={(m) => (
        <>
          <Cell className="px-3 text-slate-700">{formatDateTime(m.date)}</Cell>
          <Cell className="truncate px-3">{m.address}</Cell>
          <Cell className="line-clamp-3 px-3 text-xs" title={m.body}>
            {m.body}
            {m.negative ? (
              <span className="ml-2 font-semibold text-red-700">{T.negative}</span>
            ) : null}
          </Cell>
          <Cell className="px-3">{m.category ?? T.uncategorised}</Cell>
          <Cell className="px-3">
            <select
              aria-label={C.classifyLabel(m.id)}
              value=""
              disabled={!view.canPick}
              onChange={(event) => {
                const category = event.target.value as MessageCategory;
                if (category) view.onPick({ messageId: m.id, from: m.category, category });
              }}
              className="w-full rounded-md border border-slate-300 px-1 py-0.5 text-xs"
            >
              <option value="">{C.choose}</option>
              {MESSAGE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Cell>
        </>
      )}
    />
  );
}
