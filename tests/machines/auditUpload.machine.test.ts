import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import {
  auditUploadPaths,
  AUDIT_UPLOAD_SAMPLE as S,
} from '../../machines/auditUpload/auditUpload.paths.ts';
import {
  AUDIT_FILE_ACCEPT,
  type AuditUploadActors,
  auditUploadMachine,
  connectAuditUpload,
  isAuditSpreadsheet,
} from '../../machines/auditUpload/index.ts';
import { serviceError } from '../../machines/pathSpec.ts';
import { deferredActors } from '../support/deferred.ts';
import { stateLabel } from '../support/describePath.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = SnapshotFrom<typeof auditUploadMachine>;

// The spec's words, written out so that a changed catalogue entry fails here.
const REFUSED = 'Please upload excel file';

describeMachinePaths('auditUpload', auditUploadPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectAuditUpload(state);
  const last = history.at(-1)!.event;
  // A PDF never becomes the chosen file; choosing one says so in the spec's words.
  expect(state.context.file?.name).not.toBe(S.pdf.name);
  if (last.type === 'file.choose') {
    expect(stateLabel(state)).toBe(
      last.file.name === S.pdf.name ? 'choosing.refused' : 'choosing.chosen',
    );
  }
  expect(view.refused).toBe(stateLabel(state) === 'choosing.refused');
  // Only a chosen spreadsheet can be sent; nothing can be chosen while one is sent.
  expect(view.canUpload).toBe(
    state.context.file !== null && !state.matches('uploading') && !state.matches('result'),
  );
  expect(view.canChoose).toBe(state.matches('choosing') || state.matches('failed'));
  // The server's words on a refusal; the rows of each kind on an answer.
  expect(view.error).toBe(state.matches('failed') ? S.serverWords : null);
  expect(view.result).toEqual(state.matches('result') ? S.result : null);
  if (last.type === 'upload.progress') expect(view.progress).toBe(0.5);
  if (last.type === 'upload.cancel') expect(stateLabel(state)).toBe('choosing.chosen');
});

const tick = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};

describe('auditUpload with a live actor', () => {
  it('sends the chosen file, reports progress and keeps the answer', async () => {
    const fakes = deferredActors<AuditUploadActors>(['uploadAuditFile']);
    const actor = createActor(auditUploadMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'file.choose', file: S.csv });
    actor.send({ type: 'upload.start' });
    expect(fakes.latest('uploadAuditFile').input.file).toBe(S.csv);
    fakes.latest('uploadAuditFile').input.onProgress({ loaded: 3, total: 4 });
    expect(actor.getSnapshot().context.progress).toBe(0.75);
    fakes.latest('uploadAuditFile').resolve(S.result);
    await tick();
    expect(actor.getSnapshot().value).toBe('result');
    actor.send({ type: 'upload.again' });
    expect(actor.getSnapshot().context).toMatchObject({ file: null, result: null });
  });

  it('aborts the request on Cancel and keeps the file for another try', () => {
    const fakes = deferredActors<AuditUploadActors>(['uploadAuditFile']);
    const actor = createActor(auditUploadMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'file.choose', file: S.csv });
    actor.send({ type: 'upload.start' });
    const call = fakes.latest('uploadAuditFile');
    actor.send({ type: 'upload.cancel' });
    expect(call.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context.file).toBe(S.csv);
  });

  it("keeps the server's words and retries the same file", async () => {
    const fakes = deferredActors<AuditUploadActors>(['uploadAuditFile']);
    const actor = createActor(auditUploadMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'file.choose', file: S.xlsx });
    actor.send({ type: 'upload.start' });
    fakes.latest('uploadAuditFile').reject(serviceError('Too many rows', 400));
    await tick();
    expect(connectAuditUpload(actor.getSnapshot()).error).toBe('Too many rows');
    actor.send({ type: 'upload.start' });
    expect(fakes.calls.uploadAuditFile).toHaveLength(2);
    expect(fakes.latest('uploadAuditFile').input.file).toBe(S.xlsx);
  });

  it('accepts .xls, .xlsx and .csv by name, in any case, and nothing else', () => {
    expect(AUDIT_FILE_ACCEPT).toBe('.xls,.xlsx,.csv');
    for (const name of ['a.xls', 'a.xlsx', 'a.csv', 'A.XLSX', 'march.audit.CSV']) {
      expect(isAuditSpreadsheet({ name, size: 1, type: '' })).toBe(true);
    }
    for (const name of ['a.pdf', 'a.xlsm', 'csv', 'a.csv.exe', 'a.ods']) {
      expect(isAuditSpreadsheet({ name, size: 1, type: 'text/csv' })).toBe(false);
    }
    const actor = createActor(auditUploadMachine).start();
    actor.send({ type: 'file.choose', file: S.pdf });
    expect(connectAuditUpload(actor.getSnapshot()).refused).toBe(true);
    expect(REFUSED).toBe('Please upload excel file');
  });
});
