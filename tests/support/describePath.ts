import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import type { PathSpec } from '../../machines/pathSpec.ts';
import { describeShown, showsFor } from '../../machines/shared/shows.ts';
import type { MachinePath } from './paths.ts';
import { PATH_TITLE_START } from './testKinds.ts';

/** The active leaf states as relative paths: `phone.invalidPhone`. */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes
    .filter((node: AnyStateNode) => node.type === 'atomic' || node.type === 'final')
    .map((node: AnyStateNode) => node.path.join('.'))
    .join(' + ');
}

/** The leaf label plus the nearest state description, if the machine gives one. */
export function stateTitle(snapshot: AnyMachineSnapshot): string {
  const described = [...snapshot._nodes]
    .reverse()
    .find((node: AnyStateNode) => node.description && node.type !== 'parallel');
  const label = `'${stateLabel(snapshot)}'`;
  return described?.description ? `${label} (${described.description})` : label;
}

function errorWords(error: unknown): string {
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    return status === undefined ? `"${error.message}"` : `${status} "${error.message}"`;
  }
  return JSON.stringify(error);
}

/** Words for one event: the spec's own words, else a generic reading of the event. */
export function eventLabel(event: AnyEventObject, spec?: Pick<PathSpec, 'describeEvent'>): string {
  const own = spec?.describeEvent?.(event);
  if (own) return own;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `call '${done[1]}' succeeds`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (failed) return `call '${failed[1]}' fails with ${errorWords(event.error)}`;
  const after = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event.type);
  if (after) return `wait for '${after[1]}'`;
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

/** A path as a one-line test script: `In 'a': do x → 'b'; do y → 'c'. Expect: 'c'`. */
export function describePath(path: MachinePath, spec?: Pick<PathSpec, 'describeEvent'>): string {
  const [start, ...rest] = path.steps;
  const moves = rest.map((step) => `${eventLabel(step.event, spec)} → '${stateLabel(step.state)}'`);
  const begin = `${PATH_TITLE_START}${stateTitle(start!.state).slice(1)}`;
  return moves.length
    ? `${begin}: ${moves.join('; ')}. Expect: ${stateTitle(path.state)}`
    : `${begin}. Expect: ${stateTitle(path.state)}`;
}

/**
 * A path as a QA script, one line per step: what to do, then what to see, in the words of the
 * flow's `shows` declaration (state ids only where a flow declares none).
 */
export function qaScript(
  path: MachinePath,
  spec: Pick<PathSpec, 'describeEvent' | 'shows'>,
): string[] {
  const see = (state: AnyMachineSnapshot) =>
    spec.shows ? describeShown(showsFor(spec.shows, state as never)) : `'${stateLabel(state)}'`;
  const [start, ...rest] = path.steps;
  return [
    `Open it: see ${see(start!.state)}`,
    ...rest.map((step) => `${eventLabel(step.event, spec)}: see ${see(step.state)}`),
  ];
}
