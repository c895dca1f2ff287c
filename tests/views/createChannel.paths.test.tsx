// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { Client } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  createChannelPaths,
  CREATE_CHANNEL_SAMPLE as S,
} from '../../machines/createChannel/createChannel.paths.ts';
import { createChannelShows } from '../../machines/createChannel/createChannel.shows.ts';
import {
  type CreateChannelActors,
  connectCreateChannel,
  CREATE_CHANNEL_TEXTS as T,
} from '../../machines/createChannel/index.ts';
import type { paths as AuthPaths } from '../../openapi/generated/auth.ts';
import type { paths as ChatPaths } from '../../openapi/generated/chat.ts';
import { CreateChannelScreen } from '../../src/features/createChannel/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<CreateChannelActors>;

/** A chat client that answers the teams and tags of the sample. */
const CHAT_ANSWERS: Record<string, unknown> = {
  '/chat/teams': { teams: S.teams },
  '/chat/get-tags': { tags: S.tags },
  '/chat/chat-actions': { actions: S.actions },
};
const fakeChat = {
  GET: async (path: string) => ({
    data: CHAT_ANSWERS[path],
    response: new Response(null, { status: 200 }),
  }),
} as unknown as Client<ChatPaths>;
/** A business client that answers the document groups of the sample. */
const fakeAuth = {
  GET: async () => ({
    data: { results: S.docGroups },
    response: new Response(null, { status: 200 }),
  }),
} as unknown as Client<AuthPaths>;

const form = () => within(screen.getByRole('region', { name: T.heading }));
const field = (name: string) => form().getByRole('textbox', { name });
const box = (name: string) => form().getByRole('checkbox', { name });

function expectCreateState(state: AnyMachineSnapshot) {
  expectScreenShows(createChannelShows as never, state, screen);
  const view = connectCreateChannel(state as never);
  // Every value stays on screen through every state: nothing typed is lost.
  expect(field(T.displayName)).toHaveValue(view.displayName);
  expect(field(T.name)).toHaveValue(view.name);
  expect(field(T.description)).toHaveValue(view.description);
  expect(form().getByRole('combobox', { name: T.type })).toHaveValue(view.channelType);
  expect(box('Recovery')).toHaveProperty('checked', view.teamIds.includes(5));
  expect(box('Urgent')).toHaveProperty('checked', view.tagIds.includes(6));
  expect(box('Leave request')).toHaveProperty('checked', view.actionIds.includes(3));
  expect(form().getByRole('combobox', { name: T.docGroup })).toHaveValue(
    view.docGroupId === null ? '' : String(view.docGroupId),
  );
  expect(box(T.customerSupport)).toHaveProperty('checked', view.flags.customer_support);
  const alerts = form()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
}

function createDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<CreateChannelActors>(['createChannel']),
    render: (fakes) => (
      <QueryClientProvider client={testQueryClient()}>
        <CreateChannelScreen
          chat={fakeChat}
          auth={fakeAuth}
          actors={fakes.actors}
          onCreated={() => {}}
        />
      </QueryClientProvider>
    ),
    gestures: {
      'displayName.change': async (e, { user }) => {
        await user.clear(field(T.displayName));
        await user.type(field(T.displayName), e.value);
      },
      'name.change': async (e, { user }) => {
        await user.clear(field(T.name));
        await user.type(field(T.name), e.value);
      },
      'description.change': async (e, { user }) => {
        await user.clear(field(T.description));
        await user.type(field(T.description), e.value);
      },
      'type.change': (e, { user }) =>
        user.selectOptions(form().getByRole('combobox', { name: T.type }), e.value),
      'team.toggle': async (_e, { user }) =>
        user.click(await form().findByRole('checkbox', { name: 'Recovery' })),
      'tag.toggle': async (_e, { user }) =>
        user.click(await form().findByRole('checkbox', { name: 'Urgent' })),
      'action.toggle': async (_e, { user }) =>
        user.click(await form().findByRole('checkbox', { name: 'Leave request' })),
      'docGroup.change': async (e, { user }) => {
        await form().findByRole('option', { name: 'Udyam Registration' });
        await user.selectOptions(
          form().getByRole('combobox', { name: T.docGroup }),
          String(e.value),
        );
      },
      'flag.toggle': (_e, { user }) => user.click(box(T.customerSupport)),
      'channel.create': (_e, { user }) =>
        user.click(form().getByRole('button', { name: T.create })),
    },
    expectState: async (state) => {
      await form().findByRole('checkbox', { name: 'Recovery' });
      await form().findByRole('checkbox', { name: 'Leave request' });
      await form().findByRole('option', { name: 'Udyam Registration' });
      expectCreateState(state);
    },
  };
}

describe('creating a channel through CreateChannelScreen', () => {
  it.each(viewCases(createChannelPaths))('$title', async ({ path }) => {
    await replayThroughView(path, createDriver());
  });

  it('offers the teams, tags, chat actions and document groups the server lists, none picked, the type public', async () => {
    const driver = createDriver();
    const { render } = await import('@testing-library/react');
    render(driver.render(driver.fakes()));
    await form().findByRole('checkbox', { name: 'Recovery' });
    const legend = (name: string) =>
      within(form().getByRole('group', { name }))
        .getAllByRole('checkbox')
        .map((node) => node.parentElement?.textContent);
    expect(legend(T.teams)).toEqual(['Credit', 'Recovery']);
    expect(legend(T.tags)).toEqual(['Collections', 'Urgent']);
    await form().findByRole('checkbox', { name: 'Leave request' });
    expect(legend(T.chatActions)).toEqual(['Leave request', 'Sign in']);
    await form().findByRole('option', { name: 'Udyam Registration' });
    expect(form().getByRole('combobox', { name: T.docGroup })).toHaveValue('');
    expect(form().getByRole('combobox', { name: T.type })).toHaveValue('public');
  });
});
