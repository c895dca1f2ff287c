import type { TaskPriority, TaskState } from './taskForm.actors.ts';

/** The contract's limits (NativeTaskInput). */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const USERNAME_LENGTH = 10;

export const PRIORITIES: readonly TaskPriority[] = ['LOW', 'MEDIUM', 'HIGH'];
export const STATES: readonly TaskState[] = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'];

/** Spec part 2 §5: title, priority and state are all needed. */
export const isComplete = (title: string, priority: string, state: string) =>
  title.trim() !== '' && priority !== '' && state !== '';

/** Spec part 2 §5: the due date's minimum is today; a due date kept as it was may have passed. */
export const isPastDate = (date: string, today: string, kept: string | null) =>
  date !== '' && date < today && date !== kept;

/** Spec part 2 §5: a parent task cannot be the task itself. */
export const isSelfParent = (parent: string, taskId: number | null) =>
  taskId !== null && parent !== '' && Number(parent) === taskId;

/** What an id field keeps of what is typed. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 12);

/** Spec part 2 §5: exactly 10 digits typed in the assignee search looks the user up. */
export const isUsername = (text: string) => /^[0-9]{10}$/.test(text.trim());

/** A subtask id that may be added: a number, not the task itself, not already a subtask. */
export const canAddSubtask = (draft: string, taskId: number | null, ids: readonly number[]) =>
  draft !== '' && Number(draft) > 0 && Number(draft) !== taskId && !ids.includes(Number(draft));

/** Today (YYYY-MM-DD) where the user is: the date field's minimum. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
