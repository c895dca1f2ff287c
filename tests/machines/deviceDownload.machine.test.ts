import { expect } from 'vitest';
import {
  deviceDownloadPaths,
  DEVICE_DOWNLOAD_SAMPLE as S,
} from '../../machines/deviceDownload/deviceDownload.paths.ts';
import {
  connectDeviceDownload,
  type deviceDownloadMachine,
  DEVICE_DOWNLOAD_TEXTS as T,
} from '../../machines/deviceDownload/index.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof deviceDownloadMachine.transition>;

describeMachinePaths('deviceDownload', deviceDownloadPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectDeviceDownload(state);
  const lastStart = history.findLast((s) => s.event.type === 'download.start')?.event;
  expect(view.kind).toBe(lastStart?.kind ?? null);
  expect(view.download.busy).toBe(state.matches('exporting'));
  expect(view.download.canStart).toBe(!state.matches('exporting'));
  if (state.matches('done')) expect(view.download.notice).toBe(T.saved(S.fileName, S.rows));
});
