import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { Shows } from '../../machines/shared/shows.ts';
import { expectScreenShows } from './shows.ts';

/**
 * What a story renders, kept in its parameters: the snapshot its props were made from and the
 * flow's declaration. Story coverage reads the states from the snapshot (never a hand-typed
 * label), and the stories' afterEach checks the screen against the declaration.
 */
export type RenderedState = { shows: Shows<AnyStateMachine>; snapshot: AnyMachineSnapshot };

/** Parameters of a story whose props are `connect(snapshot)`: `{ rendered }`. */
export function renders(shows: Shows<AnyStateMachine>, snapshot: AnyMachineSnapshot) {
  // A function, so Storybook's merging of parameters leaves the snapshot whole.
  return { rendered: (): RenderedState => ({ shows, snapshot }) };
}

/**
 * A story whose props are `{ view: connect(snapshot) }`, the snapshot kept in its parameters
 * (coverage reads the state it renders; the declaration is checked after play).
 */
export function viewStory<TSnapshot extends AnyMachineSnapshot, TView>(
  shows: Shows<AnyStateMachine>,
  connect: (snapshot: TSnapshot) => TView,
  snapshot: TSnapshot,
) {
  return { args: { view: connect(snapshot) }, parameters: renders(shows, snapshot) };
}

/** The leaf state ids a snapshot is in: `softCall.onCase.progress.working.step.calling` and its parallel ones. */
export function leafIdsOf(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);
}

/** The rendered state of a story's parameters, if it declares one. */
export function renderedOf(parameters: unknown): RenderedState | undefined {
  const rendered = (parameters as { rendered?: unknown } | undefined)?.rendered;
  return typeof rendered === 'function' ? (rendered as () => RenderedState)() : undefined;
}

/**
 * After every story that renders a snapshot: the screen shows what the flow declares for it
 * (texts, enabled and disabled buttons, dialogs). Runs after the story's own play function.
 */
export function expectStoryShows(
  parameters: unknown,
  screen: Parameters<typeof expectScreenShows>[2],
): void {
  const rendered = renderedOf(parameters);
  if (rendered) expectScreenShows(rendered.shows, rendered.snapshot, screen);
}
