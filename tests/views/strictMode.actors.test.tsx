import { render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, assign, fromPromise, setup } from 'xstate';
import { fromAbortable } from '../../src/platform/abortableActor.ts';

/** A request that honours its signal the way fetch does: aborting rejects with an AbortError. */
function request({ signal }: { signal: AbortSignal }): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('rows'), 20);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('signal is aborted without reason', 'AbortError'));
    });
  });
}

function loaderMachine(load: AnyActorLogic) {
  return setup({ actors: { load } }).createMachine({
    context: { shown: '' },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ shown: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ shown: ({ event }) => (event.error as Error).message }),
          },
        },
      },
      loaded: {},
      failed: {},
    },
  });
}

function Loader({ logic }: { logic: ReturnType<typeof loaderMachine> }) {
  const actor = useActorRef(logic);
  const state = useSelector(actor, (s) => `${String(s.value)}: ${s.context.shown}`);
  return <p>{state}</p>;
}

// React StrictMode starts, stops and restarts every actor in development; the app must end up
// exactly as if it had started once (ARCHITECTURE §4).
describe('promise actors under StrictMode', () => {
  it('a request aborted by the StrictMode restart never reaches the restarted actor', async () => {
    render(
      <StrictMode>
        <Loader logic={loaderMachine(fromAbortable(request))} />
      </StrictMode>,
    );
    expect(await screen.findByText('loaded: rows')).toBeInTheDocument();
  });

  it('plain fromPromise lets the aborted first run fail the restarted actor (why the wrapper exists)', async () => {
    render(
      <StrictMode>
        <Loader logic={loaderMachine(fromPromise(request))} />
      </StrictMode>,
    );
    expect(await screen.findByText('failed: signal is aborted without reason')).toBeInTheDocument();
  });

  it('a real failure of the live run still reports', async () => {
    const failing = fromAbortable(async () => {
      throw new Error('error in fetching loans');
    });
    render(
      <StrictMode>
        <Loader logic={loaderMachine(failing)} />
      </StrictMode>,
    );
    expect(await screen.findByText('failed: error in fetching loans')).toBeInTheDocument();
  });
});

describe('a request aborted while the page is left', () => {
  it('is not a failure the machine acts on', async () => {
    const leaving = fromAbortable(async () => {
      throw new DOMException('signal is aborted without reason', 'AbortError');
    });
    render(<Loader logic={loaderMachine(leaving)} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByText('loading:')).toBeInTheDocument();
  });
});
