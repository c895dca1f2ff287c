import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { OUTBOX_FIRST, OUTBOX_SECOND } from '../../machines/chatOutbox/chatOutbox.fixtures.ts';
import { chatOutboxStore } from '../../src/platform/chatOutboxStore.ts';

describe('the chat outbox store', () => {
  it('keeps messages with their file across a fresh open, per user, until removed', async () => {
    const file = new Blob(['%PDF-1.4 statement'], { type: 'application/pdf' });
    const withFile = {
      ...OUTBOX_SECOND,
      attachment: { kind: 'file' as const, file, name: 'statement.pdf' },
    };
    const mine = chatOutboxStore('9000000001');
    await mine.save(OUTBOX_FIRST);
    await mine.save(withFile);
    await chatOutboxStore('9000000009').save({ ...OUTBOX_FIRST, client_id: 'theirs' });

    // A reload: a new store over the same database.
    const reloaded = await chatOutboxStore('9000000001').load();
    expect(reloaded.map((item) => item.client_id).sort()).toEqual(['c-1', 'c-2']);
    const kept = reloaded.find((item) => item.client_id === 'c-2')!;
    expect(kept.attachment?.name).toBe('statement.pdf');
    expect(await kept.attachment!.file.text()).toBe('%PDF-1.4 statement');

    await mine.save({ ...OUTBOX_FIRST, state: 'failed', error: 'offline', failures: 6 });
    await mine.remove('c-2');
    const after = await chatOutboxStore('9000000001').load();
    expect(after).toEqual([{ ...OUTBOX_FIRST, state: 'failed', error: 'offline', failures: 6 }]);
  });
});
