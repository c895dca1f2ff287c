import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_CREDENTIALS } from '../../machines/realtime/index.ts';
import { afterFirstContent } from '../../src/platform/afterFirstContent.ts';
import { createLazyTransport } from '../../src/platform/realtime/lazyTransport.ts';
import type { RealtimeHandlers, RealtimeTransport } from '../../src/platform/realtime/transport.ts';

function handlers(): RealtimeHandlers {
  return {
    onConnect: vi.fn(),
    onMessage: vi.fn(),
    onDiscard: vi.fn(),
    onError: vi.fn(),
    onClose: vi.fn(),
  };
}

function innerTransport() {
  const connection = { subscribe: vi.fn(async () => {}), disconnect: vi.fn() };
  const transport: RealtimeTransport = { connect: vi.fn(() => connection) };
  return { transport, connection };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lazily loaded transport', () => {
  it('loads nothing until the first connect, and that only once the page is ready', async () => {
    const { transport, connection } = innerTransport();
    const load = vi.fn(async () => transport);
    let ready!: () => void;
    const lazy = createLazyTransport(load, () => new Promise((resolve) => (ready = resolve)));
    expect(load).not.toHaveBeenCalled();

    const h = handlers();
    const opened = lazy.connect(SAMPLE_CREDENTIALS, h);
    await flush();
    expect(load).not.toHaveBeenCalled();
    ready();
    await opened.subscribe('t/1');
    expect(transport.connect).toHaveBeenCalledWith(SAMPLE_CREDENTIALS, h);
    expect(connection.subscribe).toHaveBeenCalledWith('t/1');

    // A second connection reuses the loaded code.
    lazy.connect(SAMPLE_CREDENTIALS, handlers());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(transport.connect).toHaveBeenCalledTimes(2);
  });

  it('a connection closed before the code arrived never opens', async () => {
    const { transport } = innerTransport();
    const lazy = createLazyTransport(
      async () => transport,
      async () => {},
    );
    const h = handlers();
    const opened = lazy.connect(SAMPLE_CREDENTIALS, h);
    opened.disconnect();
    await flush();
    expect(transport.connect).not.toHaveBeenCalled();
    await expect(opened.subscribe('t/1')).rejects.toThrow('closed');
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('closing after it opened closes the real connection', async () => {
    const { transport, connection } = innerTransport();
    const lazy = createLazyTransport(
      async () => transport,
      async () => {},
    );
    const opened = lazy.connect(SAMPLE_CREDENTIALS, handlers());
    await flush();
    opened.disconnect();
    expect(connection.disconnect).toHaveBeenCalledTimes(1);
  });

  it('a failed load is a failed attempt, and the next connect loads again', async () => {
    const { transport } = innerTransport();
    const load = vi
      .fn<() => Promise<RealtimeTransport>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(transport);
    const lazy = createLazyTransport(load, async () => {});
    const first = handlers();
    lazy.connect(SAMPLE_CREDENTIALS, first);
    await flush();
    expect(first.onError).toHaveBeenCalledWith({
      message: 'Failed to fetch dynamically imported module',
      refused: false,
    });

    lazy.connect(SAMPLE_CREDENTIALS, handlers());
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(transport.connect).toHaveBeenCalledTimes(1);
  });
});

describe('afterFirstContent', () => {
  it('waits for the load event, then for an idle moment', async () => {
    let onLoad!: () => void;
    let onIdle!: () => void;
    const scope = {
      document: { readyState: 'interactive' },
      addEventListener: vi.fn((_type: 'load', listener: () => void) => {
        onLoad = listener;
      }),
      requestIdleCallback: vi.fn((callback: () => void) => {
        onIdle = callback;
        return 1;
      }),
    };
    let done = false;
    void afterFirstContent(scope).then(() => {
      done = true;
    });
    onLoad();
    await flush();
    expect(scope.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: 2000,
    });
    expect(done).toBe(false);
    onIdle();
    await flush();
    expect(done).toBe(true);
  });

  it('outside a page it resolves at once', async () => {
    await expect(afterFirstContent({})).resolves.toBeUndefined();
  });
});
