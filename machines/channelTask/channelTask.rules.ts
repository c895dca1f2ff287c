import type { ChannelTask } from './channelTask.actors.ts';

/** The longest closing message and description the server takes. */
export const COMMENT_MAX = 1000;
export const DESCRIPTION_MAX = 2000;

/** Closing needs a message (spec part 2 §4 'Channel task'). */
export const hasComment = (text: string) => text.trim() !== '';
export const capComment = (text: string) => text.slice(0, COMMENT_MAX);
export const capDescription = (text: string) => text.slice(0, DESCRIPTION_MAX);

/** Only an open task can be closed (Open to Closed, never back). */
export const canClose = (task: ChannelTask) => task.state === 'Open';

/** A person on a task: the number followed by the name (spec part 2 §3). */
export const personText = (person: { username: string; name: string } | null) =>
  person ? `${person.username} ${person.name}` : '';

/**
 * The chat action whose presence offers a channel's Tasks option (openapi/rules/tasks.json
 * `manageAction`; a test keeps them equal). A plain string here: the channel pane reads it, and
 * the rules table would add its bytes to the chat's first load.
 */
export const MANAGE_TASKS_ACTION = 'manage_task_across_channels';

/** The channel option's name (spec part 2 §6 'The Tasks option'). */
export const TASKS_OPTION = 'Tasks';

export const offersTasks = (channel: { chat_action_names?: readonly string[] }) =>
  channel.chat_action_names?.includes(MANAGE_TASKS_ACTION) ?? false;

/** YYYY-MM-DD as the channel tasks call takes it: DD-MM-YYYY (spec part 2 §5). */
export function toDayMonthYear(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}
