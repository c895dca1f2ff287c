import { expect } from 'vitest';
import {
  collectionDownloadPaths,
  COLLECTION_DOWNLOAD_SAMPLE as S,
} from '../../machines/collectionDownload/collectionDownload.paths.ts';
import {
  connectCollectionDownload,
  COLLECTION_DOWNLOAD_TEXTS as T,
} from '../../machines/collectionDownload/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof collectionDownloadPaths.machine.transition>;

describeMachinePaths('collectionDownload', collectionDownloadPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const model = connectCollectionDownload(state);
  const last = history.at(-1)?.event;
  // The month asked for is the last one pressed; the file is named after the usernames.
  if (history.some((step) => step.event.type === 'download.start')) {
    expect(state.context.request?.month).toBe(S.month);
  }
  expect(model.busy).toBe(state.matches('exporting'));
  expect(model.canStart).toBe(!model.busy);
  if (state.matches('exporting')) {
    expect(model.progressText).toBe(
      state.context.progress ? T.progress(state.context.progress) : T.preparing,
    );
    expect(model.percent).toBe(state.context.progress ? 75 : 0);
  }
  if (state.matches('nothingToDownload')) {
    expect(model.notice).toBe(messages.common.noDataToDownload);
    expect(last?.type).toBe('xstate.done.actor.exportFile');
  }
  if (state.matches('done')) expect(model.notice).toBe(T.saved(S.fileName, S.rows));
  if (state.matches('failed')) expect(model.errorText).toBe(messages.common.sorryTryAgain);
  if (state.matches('idle')) expect(model.notice).toBeNull();
});
