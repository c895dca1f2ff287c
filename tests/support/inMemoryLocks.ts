/**
 * Test double of the Web Locks API (`navigator.locks.request`) for jsdom and stories: one origin's
 * lock manager in memory, shared by the "tabs" of a test. Only what the app uses, exclusive locks,
 * and as the specification has it (tests/machines/realtime.tabLock.test.ts runs the same contract
 * against Node's own LockManager):
 * - a lock is held until the callback's result settles; the request's promise then settles with it;
 * - `steal` releases the held lock at once (its request rejects with an AbortError, while its
 *   callback runs on unaware) and is granted ahead of any queued request;
 * - `ifAvailable` calls back with null instead of waiting;
 * - `signal` drops a request not yet granted, rejecting it with the abort reason;
 * - steal with ifAvailable, with a signal or in shared mode is a NotSupportedError.
 * Grants happen in a microtask, so a test that awaits a step sees them without timers.
 */

export type LockRequest = Pick<LockManager, 'request'>;

type Pending = {
  options: LockOptions;
  callback: LockGrantedCallback<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
};

const notSupported = (message: string) => new DOMException(message, 'NotSupportedError');

export function createInMemoryLocks(): LockRequest {
  const held = new Map<string, Pending>();
  const queues = new Map<string, Pending[]>();
  const queueOf = (name: string) => {
    const queue = queues.get(name) ?? [];
    queues.set(name, queue);
    return queue;
  };

  function grant(name: string, request: Pending) {
    held.set(name, request);
    const lock = { name, mode: 'exclusive' } as Lock;
    queueMicrotask(async () => {
      let settle: () => void;
      try {
        const value = await request.callback(lock);
        settle = () => request.resolve(value);
      } catch (error) {
        settle = () => request.reject(error);
      }
      // A stolen lock's request has already been rejected; its callback's end changes nothing.
      if (held.get(name) !== request) return;
      held.delete(name);
      settle();
      grantNext(name);
    });
  }

  function grantNext(name: string) {
    const next = queueOf(name).shift();
    if (next) grant(name, next);
  }

  function request<T>(
    name: string,
    optionsOrCallback: LockOptions | LockGrantedCallback<T>,
    maybeCallback?: LockGrantedCallback<T>,
  ): Promise<T> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (maybeCallback ?? optionsOrCallback) as LockGrantedCallback<unknown>;
    return new Promise<T>((resolve, reject) => {
      if (options.mode === 'shared') throw notSupported('the double holds exclusive locks only');
      if (options.steal && options.ifAvailable) throw notSupported('ifAvailable and steal');
      if (options.signal && (options.steal || options.ifAvailable)) {
        throw notSupported('signal with steal or ifAvailable');
      }
      if (name.startsWith('-')) throw notSupported('a name starting with a hyphen');
      const { signal } = options;
      if (signal?.aborted) throw signal.reason;
      const pending: Pending = {
        options,
        callback,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      const holder = held.get(name);
      const queue = queueOf(name);

      if (options.steal) {
        if (holder) {
          held.delete(name);
          holder.reject(new DOMException('The lock was stolen', 'AbortError'));
        }
        grant(name, pending);
      } else if (!holder && queue.length === 0) {
        grant(name, pending);
      } else if (options.ifAvailable) {
        queueMicrotask(() => {
          Promise.resolve()
            .then(() => callback(null))
            .then(pending.resolve, reject);
        });
      } else {
        queue.push(pending);
        signal?.addEventListener('abort', () => {
          const at = queue.indexOf(pending);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(signal.reason);
        });
      }
    });
  }

  return { request: request as LockRequest['request'] };
}
