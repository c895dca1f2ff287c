// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  chatActionsPaths,
  CHAT_ACTIONS_SAMPLE as S,
} from '../../machines/chatActions/chatActions.paths.ts';
import { chatActionsShows } from '../../machines/chatActions/chatActions.shows.ts';
import {
  type ChatActionsActors,
  type ChatActionsStart,
  connectChatActions,
  CHAT_ACTIONS_TEXTS as T,
} from '../../machines/chatActions/index.ts';
import type { ChatMessage } from '../../src/domain/chat/types.ts';
import { ChatActionsHost } from '../../src/features/chat/actions/ChatActionsHost.tsx';
import { ChatActionLauncher } from '../../src/features/chat/actions/chatActionsLauncher.ts';
import { MessageBubble } from '../../src/features/chat/channel/MessageBubble.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import type { MachinePath } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<ChatActionsActors> & { closed: () => boolean };
const NAMES = [
  'listChatActions',
  'getChatAction',
  'getChatFunctionForm',
  'submitChatFunctionForm',
] as const;

const dialog = () => within(screen.getByRole('dialog', { name: T.title }));
const button = (name: string | RegExp) => dialog().getByRole('button', { name });

/** The channel's part: the host mounted while open, as the open channel does. */
function Host(props: {
  fakes: DeferredActors<ChatActionsActors>;
  start: ChatActionsStart | null;
  onClosed: () => void;
  onAttendance?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && (
        <ChatActionsHost
          channel={S.channel}
          channelId={S.channelId}
          start={props.start}
          actors={props.fakes.actors}
          onAttendance={props.onAttendance}
          onClosed={() => {
            props.onClosed();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/** What a control reports: a number field its number (null when empty). */
const expectedValue = (type: string, value: string) =>
  type !== 'number' ? value : value === '' ? null : Number(value);

function expectActionsState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(chatActionsShows as never, state, screen);
  const view = connectChatActions(state as never);
  expect(fakes.closed()).toBe(!view.open);
  if (!view.open) return;
  // Every field shows the machine's value: nothing typed is lost to a failure.
  for (const field of view.fields ?? []) {
    const control = dialog().getByLabelText(field.display_name, { exact: false });
    if (field.type === 'checkbox')
      expect(control).toHaveProperty('checked', field.value === 'true');
    else expect(control).toHaveValue(expectedValue(field.type, field.value));
    if (view.busy) expect(control).toBeDisabled();
    else expect(control).toBeEnabled();
  }
  // The embedded form is sanitised: its script and handler are gone.
  if (view.formHtml !== null) {
    expect(document.querySelector('[role="dialog"] script, [role="dialog"] img')).toBeNull();
    expect(document.querySelector('[role="dialog"] [name="from_date"]')).not.toBeNull();
  }
}

function driverFor(path: MachinePath): ViewDriver<Fakes> {
  const start = (path.steps[0]!.state.context as { start: ChatActionsStart | null }).start;
  return {
    fakes: () => {
      let closed = false;
      const fakes = deferredActors<ChatActionsActors>([...NAMES]);
      return Object.assign(fakes, { closed: () => closed, close: () => (closed = true) });
    },
    render: (fakes) => (
      <Host
        fakes={fakes}
        start={start}
        onClosed={() => (fakes as unknown as { close: () => void }).close()}
      />
    ),
    actorOf: { submitEmbeddedForm: 'submitChatFunctionForm' },
    delays: { confirmationShown: 2500 },
    gestures: {
      'action.choose': async (e, { user, path: p, step }) => {
        const actions = (p.steps[step - 1]!.state.context as typeof S).actions;
        await user.click(button(new RegExp(actions.find((a) => a.id === e.id)!.name)));
      },
      'function.choose': async (e, { user, path: p, step }) => {
        const action = (
          p.steps[step - 1]!.state.context as {
            action: { functions: { id: number; name: string }[] };
          }
        ).action;
        await user.click(button(new RegExp(action.functions.find((f) => f.id === e.id)!.name)));
      },
      'field.change': async (e, { user, path: p, step }) => {
        const schema = (
          p.steps[step - 1]!.state.context as {
            schema: { fields: { name: string; display_name: string; type: string }[] };
          }
        ).schema;
        const field = schema.fields.find((f) => f.name === e.name)!;
        const control = dialog().getByLabelText(field.display_name, { exact: false });
        if (field.type === 'select') await user.selectOptions(control, e.value);
        else {
          await user.clear(control);
          if (e.value) await user.type(control, e.value);
        }
      },
      'form.submit': (_e, { user }) => user.click(button(T.submit)),
      'embedded.submit': async (e, { user }) => {
        const form = document.querySelector('[role="dialog"] form') as HTMLFormElement;
        fireEvent.change(form.querySelector('[name="from_date"]')!, {
          target: { value: e.values.from_date },
        });
        await user.selectOptions(form.querySelector('[name="leave_type"]')!, e.values.leave_type);
        await user.click(button(T.submit));
      },
      'stage.back': (_e, { user }) => user.click(button(T.back)),
      'actions.retry': (_e, { user }) => user.click(button(T.retry)),
      'actions.close': (_e, { user }) => user.click(button(T.close)),
    },
    expectState: expectActionsState,
  };
}

describe('chat actions through the dialog', () => {
  it.each(viewCases(chatActionsPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driverFor(path));
  });

  it('submits once on a double click, and an attendance sign-in refreshes the attendance', async () => {
    const fakes = deferredActors<ChatActionsActors>([...NAMES]);
    const onAttendance = vi.fn();
    const user = userEvent.setup();
    render(<Host fakes={fakes} start={S.start} onAttendance={onAttendance} onClosed={() => {}} />);
    await act(async () => fakes.latest('listChatActions').resolve({ actions: [...S.actions] }));
    await act(async () => fakes.latest('getChatAction').resolve(S.details[1]!));
    await user.click(button(/Sign in/));
    await act(async () =>
      fakes
        .latest('getChatFunctionForm')
        .resolve({ ...S.schemas[11]!, default_params: { work_from: 'field' } }),
    );
    expect(dialog().getByLabelText('Working from', { exact: false })).toHaveValue('field');
    await user.dblClick(button(T.submit));
    expect(fakes.calls.submitChatFunctionForm).toHaveLength(1);
    expect(button(T.submit)).toBeDisabled();
    await act(async () => fakes.latest('submitChatFunctionForm').resolve(S.results.attendance));
    expect(dialog().getByText(T.submitted('Sign in'))).toBeInTheDocument();
    expect(onAttendance).toHaveBeenCalledTimes(1);
  });

  it('keeps a multiline field to 350 characters and counts what is left', async () => {
    const fakes = deferredActors<ChatActionsActors>([...NAMES]);
    const user = userEvent.setup();
    render(<Host fakes={fakes} start={null} onClosed={() => {}} />);
    await act(async () => fakes.latest('listChatActions').resolve({ actions: [...S.actions] }));
    await user.click(button(/Raise Expense/));
    await act(async () => fakes.latest('getChatAction').resolve(S.details[3]!));
    await user.click(button(/Travel expense/));
    await act(async () => fakes.latest('getChatFunctionForm').resolve(S.schemas[31]!));
    const details = dialog().getByLabelText('Details', { exact: false });
    expect(details).toHaveAttribute('maxlength', '350');
    fireEvent.change(details, { target: { value: 'x'.repeat(351) } });
    expect(details).toHaveValue('');
    fireEvent.change(details, { target: { value: 'x'.repeat(340) } });
    expect(dialog().getByText(T.multilineLeft(10))).toBeInTheDocument();
  });
});

const message = (action: Partial<ChatMessage>): ChatMessage => ({
  ...S.results.plain.message,
  text: 'Please mark your attendance.',
  ...action,
});

describe("a message's button", () => {
  const show = (m: ChatMessage, open: ((start: ChatActionsStart) => void) | null) =>
    render(
      <ChatActionLauncher.Provider value={open}>
        <MessageBubble
          message={m}
          own={false}
          highlighted={false}
          fileUrl={(u) => u}
          actions={[]}
        />
      </ChatActionLauncher.Provider>,
    );

  it('opens the chat actions at its action with its default params', async () => {
    const opened: ChatActionsStart[] = [];
    show(
      message({
        action_type: 'chat_action',
        action_data: {
          button: 'Sign in now',
          name: 'Attendance Sign In',
          default_params: { work_from: 'field' },
        },
      }),
      (start) => opened.push(start),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in now' }));
    expect(opened).toEqual([{ name: 'Attendance Sign In', defaultParams: { work_from: 'field' } }]);
  });

  it('opens a workflow chat action the same way', () => {
    show(
      message({
        action_type: 'wf_chat_action',
        action_data: { button: 'Approve', name: 'Raise Expense' },
      }),
      () => {},
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('opens an http(s) link in a new tab, and shows no button for another scheme', () => {
    show(
      message({
        action_type: 'external_url',
        action_data: { button: 'Policy', url: 'https://kosh.example/p' },
      }),
      null,
    );
    const link = screen.getByRole('link', { name: 'Policy' });
    expect(link).toHaveAttribute('href', 'https://kosh.example/p');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'not a url'])(
    'shows no button for %s',
    (url) => {
      show(message({ action_type: 'external_url', action_data: { button: 'Open', url } }), null);
      expect(screen.queryByRole('link', { name: 'Open' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    },
  );

  it('shows no chat action button where the channel offers no actions', () => {
    show(
      message({
        action_type: 'chat_action',
        action_data: { button: 'Sign in now', name: 'Attendance Sign In' },
      }),
      null,
    );
    expect(screen.queryByRole('button', { name: 'Sign in now' })).toBeNull();
  });
});
