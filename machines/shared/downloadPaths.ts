import type { AnyEventObject } from 'xstate';
import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, type PathSpec } from '../pathSpec.ts';
import { type DownloadMachine, EXPORT_ACTOR } from './downloadMachine.ts';
import type { Shows } from './shows.ts';

/** The export's outcomes in a walk: `rows` saved, none, or a failure. */
export function downloadOutcomes(fileName: string, rows: number) {
  return {
    exported: doneEvent(EXPORT_ACTOR, { fileName, rows }),
    empty: doneEvent(EXPORT_ACTOR, { fileName, rows: 0 }),
    failed: errorEvent(EXPORT_ACTOR, new Error('Quota exceeded')),
    progress: {
      type: 'export.progress',
      phase: 'building',
      done: Math.floor(rows / 2),
      total: rows,
    },
  } as const;
}

/**
 * The walk of a download machine from `owner`: its start events (one per button that matters),
 * progress once, the outcomes, cancel and dismiss.
 */
export function downloadPaths(args: {
  machine: DownloadMachine;
  shows: Shows<DownloadMachine>;
  owner: object;
  starts: readonly AnyEventObject[];
  describeStart: (event: AnyEventObject) => string;
  fileName: string;
  rows: number;
}): PathSpec<DownloadMachine> {
  const E = downloadOutcomes(args.fileName, args.rows);
  return definePathSpec({
    machine: withInput(args.machine, args.owner),
    shows: args.shows as never,
    events: [
      ...args.starts,
      E.progress,
      E.exported,
      E.empty,
      E.failed,
      { type: 'download.cancel' },
      { type: 'download.dismiss' },
    ],
    // The export reports progress once in the walk (it is the same state each time).
    filterEvents: (snapshot, event) =>
      event.type !== 'export.progress' || snapshot.context.progress === null,
    stateKey: (snapshot) => {
      const { context } = snapshot;
      return {
        value: snapshot.value,
        request: context.request,
        progress: context.progress !== null,
        exported: context.exported !== null,
      };
    },
    describeEvent: (event) => {
      switch (event.type) {
        case 'download.start':
          return args.describeStart(event);
        case 'download.cancel':
          return 'cancel the download';
        case 'download.dismiss':
          return "close the download's notice";
        case 'export.progress':
          return `the export reports ${event.done} of ${event.total} rows in the sheet`;
        case `xstate.done.actor.${EXPORT_ACTOR}`:
          return event.output.rows ? 'the file is saved' : 'there are no rows';
        case `xstate.error.actor.${EXPORT_ACTOR}`:
          return 'the export fails';
        default:
          return undefined;
      }
    },
  });
}
