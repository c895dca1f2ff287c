import { formatDateTime } from '../../domain/format.ts';
import type { SheetCell } from '../../platform/xlsxExport.ts';
import type { DeviceMessage } from './deviceQueries.ts';

/** The columns of the Contacts file. */
export const CONTACT_HEADER = ['Name', 'Number'] as const;
export const contactCells = (c: { name: string; number: string }): SheetCell[] => [
  c.name,
  c.number,
];

/** The columns of the Bank Messages and All Messages files. */
export const MESSAGE_HEADER = ['Date', 'Sender', 'Message', 'Category', 'Keywords'] as const;
export const messageCells = (m: DeviceMessage): SheetCell[] => [
  formatDateTime(m.date),
  m.address,
  m.body,
  m.category ?? '',
  m.keywords.join(', '),
];
