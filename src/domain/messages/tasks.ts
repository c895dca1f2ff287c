import { deepFreeze } from './deepFreeze.ts';

/** The tasks' alerts, validations and successes, verbatim from spec part 2 §8 (part of the message catalogue, see ../messages.ts). */
export const taskMessages = deepFreeze({
  saveFailed: 'Error in Creating/Updating Task.',
  tryAgain: 'Please Try again!',
  /** The spec appends the server's text, or the try-again text when there is none. */
  saveFailedWith: (serverText?: string) =>
    `Error in Creating/Updating Task. ${serverText?.trim() || 'Please Try again!'}`,
  saved: 'Task Created/Updated Successfully!',
  deleted: 'Task Deleted Successfully!',
  deleteFailed: 'Could not Delete Task',
  subtaskNotFound: 'Subtask not found!',
  noTasks: 'No tasks found.',
  noSuggestions: 'No suggestions found',
  usernameNotFound: 'Username not found',
  fillTitlePriorityStatus: 'Please fill title, priority and status correctly!',
});
