// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  COMPOSER_ME,
  COMPOSER_MEMBERS,
} from '../../machines/chatComposer/chatComposer.fixtures.ts';
import { CHAT_COMPOSER_TEXTS as C } from '../../machines/chatComposer/index.ts';
import {
  LOCATION_SAMPLE,
  locationError,
} from '../../machines/chatLocation/chatLocation.fixtures.ts';
import { chatLocationPaths } from '../../machines/chatLocation/chatLocation.paths.ts';
import { chatLocationShows } from '../../machines/chatLocation/chatLocation.shows.ts';
import {
  type ChatLocationActors,
  type LocationFailure,
  CHAT_LOCATION_TEXTS as T,
} from '../../machines/chatLocation/index.ts';
import { type OutgoingMessage, pendingOf } from '../../machines/chatOutbox/index.ts';
import type { ChatChannel, ChatRepliedTo } from '../../src/domain/chat/types.ts';
import { PendingBubble } from '../../src/features/chat/channel/PendingBubble.tsx';
import { Composer, PendingMessages } from '../../src/features/chat/composer/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

const CHANNEL = { name: 'kosh/public/1000001' } as ChatChannel;
const REPLY: ChatRepliedTo = {
  _id: 'm-9',
  text: 'Where is the Kurla centre?',
  user: { _id: '9000000002', name: 'Asha Rao' },
};

type Fakes = DeferredActors<ChatLocationActors> & { sent: OutgoingMessage[] };

/** The real message input, answering a message (the reply clears once something is sent). */
function Harness({ fakes }: { fakes: Partial<Fakes> & { sent: OutgoingMessage[] } }) {
  const [replyTo, setReplyTo] = useState<ChatRepliedTo | null>(REPLY);
  return (
    <Composer
      channel={CHANNEL}
      me={{ username: COMPOSER_ME, name: 'Ravi Kumar' }}
      replyTo={replyTo}
      onReplyClear={() => setReplyTo(null)}
      members={COMPOSER_MEMBERS}
      send={(draft) => fakes.sent.push(draft)}
      actors={fakes.actors}
    />
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const locationOf = (position: { latitude: number; longitude: number }): OutgoingMessage => ({
  channel: CHANNEL.name,
  text: '',
  replied_to: REPLY,
  attachment: null,
  location: position,
});

function expectLocationState(
  state: AnyMachineSnapshot,
  { fakes, path, step }: ReplayContext<Fakes>,
) {
  expectScreenShows(chatLocationShows as never, state, screen);
  const shared = path.steps
    .slice(1, step + 1)
    .filter((s) => s.event.type === 'xstate.done.actor.getPosition').length;
  // One message per position, nothing else: the first answers the reply, which then closes.
  expect(fakes.sent).toEqual(shared ? [locationOf(LOCATION_SAMPLE)] : []);
  expect(screen.queryByText(C.replyingTo(REPLY.user.name)) === null).toBe(shared > 0);
}

/** The latest position request fails with this reason, and the screen follows. */
const fail = (fakes: DeferredActors<ChatLocationActors>, kind: LocationFailure) =>
  act(async () => {
    const call = fakes.latest('getPosition');
    call.reject(locationError(kind));
    await call.promise.catch(() => undefined);
  });

function locationDriver(): ViewDriver<Fakes> {
  const click =
    (name: string) =>
    async (_e: unknown, { user }: ReplayContext<Fakes>) =>
      user.click(button(name));
  return {
    fakes: () => ({ ...deferredActors<ChatLocationActors>(['getPosition']), sent: [] }),
    render: (fakes) => <Harness fakes={fakes} />,
    gestures: {
      'location.share': click(T.share),
      'location.retry': click(T.retry),
      'location.dismiss': click(T.dismiss),
    },
    expectState: expectLocationState,
  };
}

describe('Share location through the message input', () => {
  it.each(viewCases(chatLocationPaths))('$title', async ({ path }) => {
    await replayThroughView(path, locationDriver());
  });

  it('is used from the keyboard, and focus follows: Try again on a failure, back after it', async () => {
    const user = userEvent.setup();
    const fakes = { ...deferredActors<ChatLocationActors>(['getPosition']), sent: [] };
    render(<Harness fakes={fakes} />);
    act(() => button(T.share).focus());
    await user.keyboard('{Enter}');
    expect(button(T.share)).toBeDisabled();
    await fail(fakes, 'denied');
    expect(screen.getByRole('alert')).toHaveTextContent(T.failed.denied);
    expect(button(T.retry)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fakes.calls.getPosition).toHaveLength(2);
    await fail(fakes, 'timeout');
    await user.tab();
    expect(button(T.dismiss)).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button(T.share)).toHaveFocus();
    expect(fakes.sent).toEqual([]);
  });

  it('sends the location alone, keeping what is typed in the input', async () => {
    const user = userEvent.setup();
    const fakes = { ...deferredActors<ChatLocationActors>(['getPosition']), sent: [] };
    render(<Harness fakes={fakes} />);
    const input = screen.getByRole('textbox', { name: C.message });
    fireEvent.change(input, { target: { value: 'On my way' } });
    await user.click(button(T.share));
    await act(async () => fakes.latest('getPosition').resolve(LOCATION_SAMPLE));
    expect(fakes.sent).toEqual([locationOf(LOCATION_SAMPLE)]);
    expect(input).toHaveValue('On my way');
  });
});

describe('Share location with the browser’s geolocation', () => {
  type Request = { success: PositionCallback; error: PositionErrorCallback };
  const stubGeolocation = () => {
    const requests: Request[] = [];
    const geolocation = {
      getCurrentPosition: (success: PositionCallback, error: PositionErrorCallback) => {
        requests.push({ success, error });
      },
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    return requests;
  };
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    vi.restoreAllMocks();
  });
  const renderApp = (sent: OutgoingMessage[]) =>
    render(
      <StrictMode>
        <Harness fakes={{ sent }} />
      </StrictMode>,
    );

  it('sends the device’s position as {latitude, longitude}', async () => {
    const requests = stubGeolocation();
    const sent: OutgoingMessage[] = [];
    renderApp(sent);
    await userEvent.click(button(T.share));
    expect(screen.getByRole('status')).toHaveTextContent(T.finding);
    await act(async () =>
      requests[0]!.success({
        coords: { ...LOCATION_SAMPLE, accuracy: 20 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    );
    expect(requests).toHaveLength(1);
    expect(sent).toEqual([locationOf(LOCATION_SAMPLE)]);
    expect(button(T.share)).toBeEnabled();
  });

  it('says the browser refused, by its reason', async () => {
    const requests = stubGeolocation();
    renderApp([]);
    await userEvent.click(button(T.share));
    await act(async () =>
      requests[0]!.error({ code: 1, message: 'User denied' } as GeolocationPositionError),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(T.failed.denied);
  });

  it('says a browser without geolocation cannot share one', async () => {
    renderApp([]);
    await userEvent.click(button(T.share));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed.unsupported);
  });

  it('stops the wait silently when the input goes away', async () => {
    const requests = stubGeolocation();
    const errors = vi.spyOn(console, 'error');
    const sent: OutgoingMessage[] = [];
    const { unmount } = renderApp(sent);
    await userEvent.click(button(T.share));
    unmount();
    // The browser answers late: nothing is sent and nothing is said.
    await act(async () =>
      requests[0]!.success({ coords: LOCATION_SAMPLE, timestamp: 0 } as GeolocationPosition),
    );
    expect(sent).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a shared location waiting in the outbox', () => {
  it('shows as the location, not as an empty message', () => {
    const pending = pendingOf({
      ...locationOf(LOCATION_SAMPLE),
      client_id: 'c-1',
      createdAt: '2026-11-24T10:00:00.000Z',
      state: 'pending',
      failures: 0,
      error: null,
      progress: null,
    });
    expect(pending.location).toEqual(LOCATION_SAMPLE);
    const where = 'Location 19.07283, 72.88261';
    const list = render(
      <PendingMessages pending={[pending]} onRetry={() => {}} onDiscard={() => {}} />,
    );
    expect(screen.getByText(where)).toBeInTheDocument();
    list.unmount();
    render(<PendingBubble pending={pending} onRetry={() => {}} onDiscard={() => {}} />);
    expect(screen.getByText(where)).toBeInTheDocument();
  });
});
