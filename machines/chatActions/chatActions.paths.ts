import type { AnyEventObject } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import {
  afterEvent,
  definePathSpec,
  doneEvent,
  errorEvent,
  type PathSpec,
  serviceError,
} from '../pathSpec.ts';
import { CHAT_ACTIONS_SAMPLE as S } from './chatActions.fixtures.ts';
import { type ChatActionsInput, chatActionsMachine } from './chatActions.machine.ts';
import { firstMissing } from './chatActions.rules.ts';
import { chatActionsShows } from './chatActions.shows.ts';

export { CHAT_ACTIONS_SAMPLE } from './chatActions.fixtures.ts';

type Snapshot = ReturnType<typeof chatActionsMachine.transition>;

const EVENTS: AnyEventObject[] = [
  doneEvent('listChatActions', { actions: S.actions }),
  doneEvent('listChatActions', { actions: S.othersOnly }),
  errorEvent('listChatActions', serviceError(S.down, 503)),
  { type: 'action.choose', id: 3 },
  { type: 'action.choose', id: 4 },
  ...Object.values(S.details).map((detail) => doneEvent('getChatAction', detail)),
  errorEvent('getChatAction', serviceError(S.down, 503)),
  { type: 'function.choose', id: 11 },
  { type: 'function.choose', id: 31 },
  ...Object.values(S.schemas).map((schema) => doneEvent('getChatFunctionForm', schema)),
  errorEvent('getChatFunctionForm', serviceError(S.down, 503)),
  { type: 'field.change', name: 'work_from', value: 'office' },
  { type: 'field.change', name: 'amount', value: S.amount },
  { type: 'field.change', name: 'amount', value: '' },
  { type: 'field.change', name: 'details', value: S.detailsText },
  // Over the multiline limit: the machine takes none of it.
  { type: 'field.change', name: 'details', value: S.tooLong },
  { type: 'form.submit' },
  { type: 'embedded.submit', values: S.leave },
  doneEvent('submitChatFunctionForm', S.results.plain),
  doneEvent('submitChatFunctionForm', S.results.attendance),
  errorEvent('submitChatFunctionForm', serviceError(S.refused, 400)),
  doneEvent('submitEmbeddedForm', S.results.leave),
  errorEvent('submitEmbeddedForm', serviceError(S.down, 503)),
  { type: 'stage.back' },
  { type: 'actions.retry' },
  { type: 'actions.close' },
  afterEvent('confirmationShown', 'chatActions.done'),
];

const outputOf = (event: AnyEventObject) => (event as { output?: unknown }).output as never;

/** What really happens: the server answers the action, function and attendance asked for. */
function realistic(snapshot: Snapshot, event: AnyEventObject): boolean {
  const { context } = snapshot;
  switch (event.type) {
    case 'xstate.done.actor.getChatAction':
      return (outputOf(event) as { id: number }).id === context.actionId;
    case 'xstate.done.actor.getChatFunctionForm':
      return (outputOf(event) as { function_id: number }).function_id === context.functionId;
    case 'xstate.done.actor.submitChatFunctionForm': {
      const attendance = context.actions.find((a) => a.id === context.actionId)?.attendance;
      return ((outputOf(event) as { attendance: unknown }).attendance !== null) === !!attendance;
    }
    case 'field.change':
      // A field of the form shown, changed to another value (a browser fires no change else).
      return (
        context.schema?.fields.some((f) => f.name === event.name) === true &&
        context.values[event.name] !== event.value
      );
    default:
      return true;
  }
}

const stateKey = (snapshot: Snapshot) => ({
  value: snapshot.value,
  actions: snapshot.context.actions.length,
  actionId: snapshot.context.actionId,
  functionId: snapshot.context.functionId,
  missing: snapshot.context.schema
    ? (firstMissing(snapshot.context.schema.fields, snapshot.context.values)?.name ?? null)
    : null,
  details: snapshot.context.values.details ?? null,
});

function describeEvent(event: AnyEventObject): string | undefined {
  switch (event.type) {
    case 'action.choose':
      return `choose action ${event.id}`;
    case 'function.choose':
      return `choose function ${event.id}`;
    case 'field.change':
      return event.value === ''
        ? `clear ${event.name}`
        : `type ${event.value.length > 40 ? `${event.value.length} characters` : `"${event.value}"`} in ${event.name}`;
    case 'form.submit':
    case 'embedded.submit':
      return "press 'Submit'";
    case 'stage.back':
      return "press 'Back'";
    case 'actions.retry':
      return "press 'Retry'";
    case 'actions.close':
      return "press 'Close'";
    default:
      if (event.type.startsWith('xstate.done.actor.'))
        return `the server answers ${event.type.slice(18)}`;
      if (event.type.startsWith('xstate.error.actor.'))
        return `${event.type.slice(19)} fails: "${event.error.message}"`;
      if (event.type.startsWith('xstate.after.')) return 'the confirmation has been shown';
      return undefined;
  }
}

const walk = (input: ChatActionsInput): PathSpec<typeof chatActionsMachine> => ({
  machine: withInput(chatActionsMachine, input),
  shows: chatActionsShows as never,
  events: EVENTS,
  filterEvents: realistic as never,
  stateKey: stateKey as never,
  describeEvent,
});

/** Opened from the channel's button; also walked opened from a message's button (at an action). */
export const chatActionsPaths = definePathSpec({
  ...walk({ channel: S.channel, channelId: S.channelId }),
  alsoWalk: [walk({ channel: S.channel, channelId: S.channelId, start: S.start })],
});
