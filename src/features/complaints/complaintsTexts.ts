import type { ComplaintStatus } from '../../domain/access/complaints.ts';
import { messages } from '../../domain/messages.ts';

/**
 * The Complaints screen (spec part 2 §6; the columns Status, Complaint, Complaint Raised On and
 * 'No Complaints' are the blacklist table's, part 2 §2); the rest is ours.
 */
export const COMPLAINTS_TEXTS = {
  heading: 'Complaints',
  list: 'Complaints',
  filter: 'Show complaints',
  all: 'All',
  statuses: {
    OPEN: 'Open',
    IN_PROGRESS: 'In progress',
    RESOLVED: 'Resolved',
    CLOSED: 'Closed',
  } satisfies Record<ComplaintStatus, string>,
  withCount: (label: string, count: number) => `${label} (${count})`,
  columns: {
    status: 'Status',
    complaint: 'Complaint',
    raisedOn: 'Complaint Raised On',
    customer: 'Customer',
    category: 'Category',
    registeredBy: 'Registered by',
    actions: 'Move to',
  },
  fromApp: 'Customer app',
  /** The move's button, by the status it moves to (from RESOLVED back to work: Reopen). */
  moves: {
    IN_PROGRESS: 'Start work',
    RESOLVED: 'Resolve',
    CLOSED: 'Close',
    OPEN: 'Reopen',
  } satisfies Record<ComplaintStatus, string>,
  reopen: 'Reopen',
  moveLabel: (action: string, id: number) => `${action} complaint ${id}`,
  moved: (id: number, status: string) => `Complaint ${id} is now ${status}.`,
  loading: 'Loading complaints…',
  failed: 'Could not load the complaints.',
  retry: 'Retry',
  noComplaints: messages.labels.noComplaints,
} as const;
