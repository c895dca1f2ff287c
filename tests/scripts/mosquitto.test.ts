// The chat against Debian's mosquitto (scripts/mosquitto-check.ts): a message posted to the
// server arrives over mosquitto's WebSocket listener on the receiver's personal topic through the
// client's own transport, one sent while it was disconnected arrives when it returns, and the
// broker's ACL keeps another user's topic closed. Skipped, saying so, only where mosquitto is
// not installed (CI installs it).
import { describe, expect, it } from 'vitest';
import { findMosquitto, MOSQUITTO_MISSING } from '../../scripts/mosquitto.ts';
import { mosquittoCheck, PEOPLE } from '../../scripts/mosquitto-check.ts';

const installed = Boolean(findMosquitto());
if (!installed) console.warn(MOSQUITTO_MISSING);

describe.skipIf(!installed)('the chat on an external mosquitto broker', () => {
  it('delivers NEW_MESSAGE over WebSocket to the client’s own transport, also after a drop', async () => {
    const result = await mosquittoCheck();
    expect(result.event).toMatchObject({
      type: 'NEW_MESSAGE',
      message: { _id: result.sentId, text: 'Hello over mosquitto' },
    });
    expect(result.event.channel).toMatch(/^kosh\/p2p\/\d+$/);
    // The sender hears its own events (the new conversation, the message), nothing of the other's.
    expect(result.senderTopics.length).toBeGreaterThan(0);
    expect(new Set(result.senderTopics)).toEqual(new Set([`user/${PEOPLE[1]}`]));
    // The client's persistent session: what was published while it was away arrives on return.
    expect(result.whileAway.event).toMatchObject({
      type: 'NEW_MESSAGE',
      message: { _id: result.whileAway.sentId, text: 'Sent while you were away' },
    });
  }, 60_000);
});
