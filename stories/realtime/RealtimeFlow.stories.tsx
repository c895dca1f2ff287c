import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  type RealtimeActors,
  type RealtimeCredentials,
  type RealtimeMessage,
  SAMPLE_CREDENTIALS,
  SAMPLE_MESSAGE,
} from '../../machines/realtime/index.ts';
import {
  RealtimeProvider,
  RealtimeStatusBadge,
  REALTIME_TEXTS as T,
  useRealtimeMessages,
  useRealtimeReclaim,
  useRealtimeView,
} from '../../src/features/realtime/index.ts';
import { connectOver } from '../../src/platform/realtime/connectActor.ts';
import { createScriptedTransport } from '../../src/platform/realtime/scriptedTransport.ts';
import { createTabLock } from '../../src/platform/realtime/tabLock.ts';
import { createInMemoryLocks } from '../../tests/support/inMemoryLocks.ts';

/* The real provider and machine with the broker and the other tab played by hand: the buttons
   under "Broker" and "Other tab" stand for what the server and a second tab would do. */

type DemoProps = { onMessage: (message: RealtimeMessage) => void };

function Inbox({ onMessage }: DemoProps) {
  const [count, setCount] = useState(0);
  useRealtimeMessages((message) => {
    onMessage(message);
    setCount((n) => n + 1);
  });
  return <p className="text-sm text-slate-600">Events received: {count}</p>;
}

function Badge() {
  return <RealtimeStatusBadge view={useRealtimeView()} onUseHere={useRealtimeReclaim()} />;
}

function TwoTabs({ onMessage }: DemoProps) {
  const [demo] = useState(() => {
    const locks = createInMemoryLocks();
    const transport = createScriptedTransport();
    const actors: RealtimeActors = {
      fetchCredentials: fromPromise<RealtimeCredentials, void>(async () => SAMPLE_CREDENTIALS),
      connect: connectOver(transport),
    };
    return {
      transport,
      actors,
      lock: createTabLock({ locks }),
      otherTab: createTabLock({ locks }),
    };
  });
  const latest = () => demo.transport.connections.at(-1);
  return (
    <RealtimeProvider signedIn actors={demo.actors} tabLock={demo.lock} logError={() => {}}>
      <div className="flex flex-col gap-4 p-6">
        <Badge />
        <Inbox onMessage={onMessage} />
        <fieldset className="flex gap-2">
          <legend className="mb-1 text-xs font-semibold text-slate-500">Broker</legend>
          <button type="button" onClick={() => latest()?.accept()}>
            Accept login
          </button>
          <button type="button" onClick={() => latest()?.publish(SAMPLE_MESSAGE)}>
            Publish a message
          </button>
          <button type="button" onClick={() => latest()?.drop()}>
            Drop connection
          </button>
        </fieldset>
        <fieldset className="flex gap-2">
          <legend className="mb-1 text-xs font-semibold text-slate-500">Other tab</legend>
          <button type="button" onClick={() => void demo.otherTab.claim()}>
            Open the app in another tab
          </button>
        </fieldset>
      </div>
    </RealtimeProvider>
  );
}

const meta = {
  title: 'Realtime/Flows',
  component: TwoTabs,
  args: { onMessage: fn() },
} satisfies Meta<typeof TwoTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const press = (name: string) => userEvent.click(page().getByRole('button', { name }));

/** Connect, receive a message once, lose the tab to another, take it back with Use Here. */
export const TakeItBack: Story = {
  play: async ({ args }) => {
    const status = () => page().getByRole('status', { hidden: true });
    await waitFor(() => expect(status()).toHaveTextContent(T.detail.connecting));
    await press('Accept login');
    await waitFor(() => expect(status()).toHaveTextContent(T.connected));
    await press('Publish a message');
    await press('Publish a message');
    await expect(args.onMessage).toHaveBeenCalledTimes(1);

    await press('Open the app in another tab');
    const dialog = await page().findByRole('dialog', { name: T.dialogTitle });
    await expect(status()).toHaveTextContent(T.disconnected);
    await userEvent.click(within(dialog).getByRole('button', { name: T.useHere }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(status()).toHaveTextContent(T.detail.connecting);
    await press('Accept login');
    await waitFor(() => expect(status()).toHaveTextContent(T.connected));
  },
};

/** Cancel leaves this tab disconnected; the badge can still take the connection back. */
export const CancelThenUseHere: Story = {
  play: async () => {
    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent(T.detail.connecting));
    await press('Accept login');
    await press('Open the app in another tab');
    const dialog = await page().findByRole('dialog', { name: T.dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByRole('status')).toHaveTextContent(T.detail.elsewhere);
    await press(T.useHere);
    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent(T.detail.connecting));
  },
};
