import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyEventObject } from 'xstate';
import {
  chatActionsPaths,
  CHAT_ACTIONS_SAMPLE as S,
} from '../../machines/chatActions/chatActions.paths.ts';
import { chatActionsShows } from '../../machines/chatActions/chatActions.shows.ts';
import { connectChatActions, CHAT_ACTIONS_TEXTS as T } from '../../machines/chatActions/index.ts';
import {
  afterEvent,
  doneEvent,
  errorEvent,
  type PathSpec,
  serviceError,
} from '../../machines/pathSpec.ts';
import { ChatActionsDialog } from '../../src/features/chat/actions/ChatActionsDialog.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

type Machine = typeof chatActionsPaths.machine;

function story(events: AnyEventObject[], walk: PathSpec<Machine> = chatActionsPaths): Story {
  const snapshot = snapshotAfter(walk.machine, ...events);
  return {
    args: { view: connectChatActions(snapshot) },
    parameters: renders(chatActionsShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Channel/Chat actions',
  component: ChatActionsDialog,
  args: { view: connectChatActions(snapshotAfter(chatActionsPaths.machine)) },
} satisfies Meta<typeof ChatActionsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const down = serviceError(S.down, 503);
const listed = doneEvent('listChatActions', { actions: S.actions });
const expense = [
  listed,
  { type: 'action.choose', id: 3 },
  doneEvent('getChatAction', S.details[3]),
];
const leave = [listed, { type: 'action.choose', id: 4 }, doneEvent('getChatAction', S.details[4])];
const travel = [
  ...expense,
  { type: 'function.choose', id: 31 },
  doneEvent('getChatFunctionForm', S.schemas[31]),
];
const filled = [...travel, { type: 'field.change', name: 'amount', value: S.amount }];
const submitted = [...filled, { type: 'form.submit' }];

export const LoadingActions: Story = story([]);
export const ActionsFailed: Story = story([errorEvent('listChatActions', down)]);
/** Stage 0: the channel's actions. */
export const ActionList: Story = story([listed]);
export const NoActions: Story = story([doneEvent('listChatActions', { actions: [] })]);
export const LoadingAction: Story = story([listed, { type: 'action.choose', id: 3 }]);
export const ActionFailed: Story = story([
  listed,
  { type: 'action.choose', id: 3 },
  errorEvent('getChatAction', down),
]);
/** Stage 1: an action's functions. */
export const FunctionList: Story = story(expense);
/** Stage 1: an embedded HTML form, sanitised (its script and image are dropped). */
export const EmbeddedForm: Story = {
  ...story(leave),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await expect(body.querySelector('[role="dialog"] script, [role="dialog"] img')).toBeNull();
    await expect(within(body).getByLabelText('Leave type')).toBeVisible();
  },
};
export const EmbeddedSubmitting: Story = story([
  ...leave,
  { type: 'embedded.submit', values: S.leave },
]);
export const EmbeddedFailed: Story = story([
  ...leave,
  { type: 'embedded.submit', values: S.leave },
  errorEvent('submitEmbeddedForm', down),
]);
export const LoadingForm: Story = story([...expense, { type: 'function.choose', id: 31 }]);
export const FormFailed: Story = story([
  ...expense,
  { type: 'function.choose', id: 31 },
  errorEvent('getChatFunctionForm', down),
]);
/** Stage 2: the form built from the schema (number, date, multiline, checkbox). */
export const Form: Story = story(travel);
/** Opened from a message's button: at its action, its default params prefilled. */
export const FromMessage: Story = story(
  [
    listed,
    doneEvent('getChatAction', S.details[1]),
    { type: 'function.choose', id: 11 },
    doneEvent('getChatFunctionForm', { ...S.schemas[11], default_params: S.start.defaultParams }),
  ],
  chatActionsPaths.alsoWalk![0]!,
);
export const Incomplete: Story = {
  ...story([...travel, { type: 'form.submit' }]),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent(T.fillRequired('Amount (₹)'));
  },
};
/** Submit once: Submit, Back and Close are disabled while it is sent. */
export const Submitting: Story = {
  ...story(submitted),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: T.submit })).toBeDisabled();
  },
};
/** The server's words; the typed values stay. */
export const SubmitFailed: Story = story([
  ...submitted,
  errorEvent('submitChatFunctionForm', serviceError(S.refused, 400)),
]);
export const Done: Story = story([
  ...submitted,
  doneEvent('submitChatFunctionForm', S.results.plain),
]);
/** Closed: nothing shows (the open channel unmounts the dialog). */
export const Closed: Story = story([
  ...submitted,
  doneEvent('submitChatFunctionForm', S.results.plain),
  afterEvent('confirmationShown', 'chatActions.done'),
]);
