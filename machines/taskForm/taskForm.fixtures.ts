import type { NativeTask, TaskDocument, TaskPerson } from './taskForm.actors.ts';

const PERSON: TaskPerson = { id: 24, username: '9000000024', name: 'Kavita Sharma' };
const OTHER: TaskPerson = { id: 31, username: '9000000031', name: 'Meena Kumari' };
const DOCUMENT: TaskDocument = {
  id: 501,
  url: '/api/v1/task/task-documents/501',
  name: 'cash_book.jpg',
  mime_type: 'image/jpeg',
};

/** A task as the list answers it (update mode opens with it). */
const TASK: NativeTask = {
  id: 412,
  title: 'Verify the cash book at the Patna branch',
  description: 'Count the cash against the book.',
  priority: 'HIGH',
  state: 'TODO',
  assignee_ids: [OTHER.id],
  assignees: [OTHER],
  estimated_date: '2026-12-04',
  parent_task: null,
  subtask_ids: [118],
  document_ids: [DOCUMENT.id],
  documents: [DOCUMENT],
  created_by: 24,
  created_by_name: 'Kavita Sharma',
  updated_by: null,
  created_at: '2026-11-20T06:30:00.000Z',
};

/** Sample values the task form's path spec, tests and stories share. */
export const TASK_FORM_SAMPLE = {
  today: '2026-11-29',
  title: 'Collect the signed NACH mandate',
  description: 'From the group leader, before Friday.',
  futureDate: '2026-12-10',
  pastDate: '2026-11-01',
  subtask: '118',
  otherSubtask: '207',
  query: 'Kav',
  username: '9000000024',
  person: PERSON,
  other: OTHER,
  document: DOCUMENT,
  file: { name: 'cash_book.jpg', type: 'image/jpeg', blob: new Blob(['jpeg']) },
  task: TASK,
  refused: 'Subtask not found!',
  uploadRefused: 'notes.exe is not a PDF, image, video, audio or office document.',
  searchRefused: 'The server is busy, try again.',
} as const;
