// The chat against Debian's mosquitto (scripts/mosquitto-check.ts): a message posted to the
// server arrives over mosquitto's WebSocket listener on the receiver's personal topic, and the
// broker's ACL keeps another user's topic closed. Skipped, saying so, only where mosquitto is
// not installed (CI installs it).
import { describe, expect, it } from 'vitest';
import { findMosquitto, MOSQUITTO_MISSING } from '../../scripts/mosquitto.ts';
import { mosquittoCheck, PEOPLE } from '../../scripts/mosquitto-check.ts';

const installed = Boolean(findMosquitto());
if (!installed) console.warn(MOSQUITTO_MISSING);

describe.skipIf(!installed)('the chat on an external mosquitto broker', () => {
  it('delivers NEW_MESSAGE over WebSocket with the credentials the server gives', async () => {
    const result = await mosquittoCheck();
    expect(result.event).toMatchObject({
      type: 'NEW_MESSAGE',
      message: { _id: result.sentId, text: 'Hello over mosquitto' },
    });
    expect(result.event.channel).toMatch(/^kosh\/p2p\/\d+$/);
    // The sender hears its own events (the new conversation, the message), nothing of the other's.
    expect(result.senderTopics.length).toBeGreaterThan(0);
    expect(new Set(result.senderTopics)).toEqual(new Set([`user/${PEOPLE[1]}`]));
  }, 60_000);
});
