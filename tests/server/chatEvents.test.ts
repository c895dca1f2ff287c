// The chat's realtime events over a real socket: every member of the channel (the sender too)
// gets NEW_MESSAGE, MESSAGE_DELETED and RETAINED on their personal topic; others get nothing.
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/seed/demoUsers.ts';
import { chatTools, type Message, type Who } from './chatFixtures.ts';
import { type Harness, startServer } from './harness.ts';
import { listenOnPersonalTopic } from './personalTopic.ts';

let h: Harness;
let t: ReturnType<typeof chatTools>;
let url: string;
const clients: MqttClient[] = [];
type Event = { type: string; channel: unknown; message?: Message; message_id?: string };

/** Signs the user in to the broker and collects what arrives on their personal topic. */
const listen = (who: Who) => listenOnPersonalTopic<Event>(h, url, who, clients);

beforeAll(async () => {
  h = await startServer();
  t = chatTools(h);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.end(true);
  await h.close();
});

describe('chat events', () => {
  it('publishes a new message, a deletion and a pin to every member, the sender too', async () => {
    const chat = (
      await h.call('startPrivateChat', {
        token: t.token('is_technology'),
        body: { username: demoUser('is_b2b').username },
      })
    ).json() as { channel_name: string };
    const sender = await listen('is_technology');
    const receiver = await listen('is_b2b');
    const outsider = await listen('is_human_resources');

    const sent = await t.sendText('is_technology', chat.channel_name, 'are you there?');
    const isNew = (e: Event) => e.type === 'NEW_MESSAGE' && e.message?._id === sent._id;
    for (const side of [sender, receiver]) {
      expect(await side.next(isNew)).toEqual({
        type: 'NEW_MESSAGE',
        channel: chat.channel_name,
        message: sent,
      });
    }

    await h.call('pinChannelMessage', {
      token: t.token('is_b2b'),
      params: { message_id: sent._id },
    });
    const pinned = await receiver.next((e) => e.type === 'RETAINED');
    expect(pinned.channel).toMatchObject({
      name: chat.channel_name,
      pinned_message: { message_id: sent._id },
    });

    await h.call('deleteChannelMessage', {
      token: t.token('is_technology'),
      params: { message_id: sent._id },
    });
    for (const side of [sender, receiver]) {
      expect(await side.next((e) => e.type === 'MESSAGE_DELETED')).toEqual({
        type: 'MESSAGE_DELETED',
        channel: chat.channel_name,
        message_id: sent._id,
      });
    }
    // Nothing of a conversation reaches anyone outside it.
    expect(outsider.events).toEqual([]);
  });

  it('tells the members when someone joins, as each of them sees the channel', async () => {
    const open = t.seededChannel('public', 'is_finance_intern', false);
    const creator = h.db
      .prepare(
        `SELECT u.username FROM chat_channels c JOIN users u ON u.id = c.creator_id WHERE c.name = ?`,
      )
      .get(open) as { username: string };
    const watcher = await listen({ username: creator.username });
    await h.call('joinChannel', {
      token: t.token('is_finance_intern'),
      body: { channel_name: open, force: false },
    });
    const retained = await watcher.next(
      (e) => e.type === 'RETAINED' && (e.channel as { name: string }).name === open,
    );
    expect(retained.channel).toMatchObject({ name: open, added: true });
  });
});
