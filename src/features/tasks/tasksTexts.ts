import { taskMessages } from '../../domain/messages/tasks.ts';

/** The Tasks screen (spec part 2 §2 'Tasks screen (two tabs)'); the rest is ours. */
export const TASKS_TEXTS = {
  heading: 'Tasks',
  tabs: 'Task lists',
  redmine: 'Redmine Tasks',
  native: 'New Tasks',
} as const;

/** The Redmine Tasks tab (spec part 2 §2, §3 'Issue-tracker task'). */
export const TRACKER_TEXTS = {
  scope: 'Scope',
  scopes: { assigned: 'Assigned to you', author: 'Created by you', all: 'All' },
  project: 'Project',
  allProjects: 'All Projects',
  projectOption: (name: string, id: number) => `${name} (${id})`,
  sort: 'Sort',
  sorts: { none: 'None', priority: 'Priority' },
  list: 'Redmine tasks',
  columns: {
    id: 'Id',
    title: 'Title',
    description: 'Description',
    priority: 'Priority',
    status: 'Status',
    creator: 'Creator',
    assignedTo: 'Assigned To',
    projectName: 'Project Name',
  },
  assignMe: 'Assign Me',
  assignMeLabel: (id: number) => `Assign issue ${id} to me`,
  openChannel: (project: string) => `${project}: open the project's channel`,
  prev: 'Prev',
  next: 'Next',
  pages: 'Redmine tasks pages',
  range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  loading: 'Loading tasks…',
  failed: 'Could not load the tasks.',
  projectsFailed: 'Could not load the projects.',
  retry: 'Retry',
  noTasks: taskMessages.noTasks,
} as const;
