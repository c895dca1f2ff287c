import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  docUploadPaths,
  DOC_UPLOAD_SAMPLE as S,
} from '../../machines/docUpload/docUpload.paths.ts';
import {
  connectDocUpload,
  type DocUploadActors,
  docUploadMachine,
  PDF_PASSWORD_MAX,
  uploadKindOf,
} from '../../machines/docUpload/index.ts';
import { serviceError } from '../../machines/pathSpec.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof docUploadMachine.transition>;

describeMachinePaths('docUpload', docUploadPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectDocUpload(state);
  const { items } = state.context;
  // Only a file the server answered is uploaded, and it carries the server's document id.
  for (const item of items) {
    expect(item.status === 'done').toBe(item.docId !== null);
    expect(item.status === 'failed').toBe(item.error !== null);
  }
  // A program never joins the queue.
  expect(items.some((item) => item.file.name === S.program.name)).toBe(false);
  if (history.at(-1)!.event.type === 'xstate.error.actor.uploadDocument') {
    const failed = items.filter((item) => item.status === 'failed');
    expect(failed.at(-1)?.error ?? S.refusedWords).toBe(S.refusedWords);
  }
  // Done only when every file left in the queue was uploaded.
  if (state.matches('done')) expect(items.every((item) => item.status === 'done')).toBe(true);
  expect(view.open).toBe(!state.matches('closed'));
});

const tick = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};

describe('docUpload with live actors', () => {
  it('sends each file with its password, keeps a refused one in place and retries it', async () => {
    const fakes = deferredActors<DocUploadActors>(['uploadDocument', 'assignUploaded']);
    const reloadDocuments = vi.fn();
    const actor = createActor(
      docUploadMachine.provide({ actors: fakes.actors, actions: { reloadDocuments } }),
      { input: { folder: { ...S.folder, groupId: null }, mode: 'addNew' } },
    ).start();
    actor.send({ type: 'files.add', files: [S.pdf, S.photo, S.program] });
    expect(actor.getSnapshot().context.refused).toEqual([S.program.name]);
    actor.send({ type: 'password.change', key: 'f1', password: 'x'.repeat(60) });
    expect(actor.getSnapshot().context.items[0]!.password).toHaveLength(PDF_PASSWORD_MAX);
    actor.send({ type: 'password.change', key: 'f1', password: S.password });
    actor.send({ type: 'upload.start' });
    // No folder yet: the first upload makes it.
    expect(fakes.latest('uploadDocument').input).toMatchObject({
      folder: { groupId: null, owner: S.folder.owner, doctype: S.folder.doctype },
      mode: 'addNew',
      file: S.pdf,
      password: S.password,
    });
    fakes.latest('uploadDocument').input.onProgress({ loaded: 1, total: 4 });
    expect(actor.getSnapshot().context.items[0]!.progress).toBe(0.25);
    fakes.latest('uploadDocument').reject(serviceError(S.refusedWords, 400));
    await tick();
    expect(fakes.latest('uploadDocument').input).toMatchObject({ file: S.photo, password: '' });
    fakes.latest('uploadDocument').resolve({ id: 502, groupId: 9 });
    await tick();
    expect(actor.getSnapshot().value).toBe('someFailed');
    expect(actor.getSnapshot().context.items.map((i) => i.key)).toEqual(['f1', 'f2']);
    actor.send({ type: 'file.retry', key: 'f1' });
    expect(fakes.latest('uploadDocument').input.folder.groupId).toBe(9);
    fakes.latest('uploadDocument').resolve({ id: 501, groupId: 9 });
    await tick();
    expect(fakes.latest('assignUploaded').input).toEqual({
      groupId: 9,
      mode: 'addNew',
      docIds: [501, 502],
    });
    fakes.latest('assignUploaded').resolve({});
    await tick();
    expect(actor.getSnapshot().value).toBe('done');
    expect(reloadDocuments).toHaveBeenCalledTimes(3);
  });

  it('aborts the file in flight on close, and says nothing of it', async () => {
    const fakes = deferredActors<DocUploadActors>(['uploadDocument', 'assignUploaded']);
    const actor = createActor(docUploadMachine.provide({ actors: fakes.actors }), {
      input: { folder: S.folder, mode: 'append' },
    }).start();
    actor.send({ type: 'files.add', files: [S.photo] });
    actor.send({ type: 'upload.start' });
    const call = fakes.latest('uploadDocument');
    actor.send({ type: 'upload.close' });
    expect(call.signal.aborted).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('accepts pdf, images and video (.mkv too), nothing else', () => {
    expect(uploadKindOf(S.pdf)).toBe('pdf');
    expect(uploadKindOf(S.photo)).toBe('image');
    expect(uploadKindOf(S.video)).toBe('video');
    expect(uploadKindOf({ name: 'clip.webm', size: 1, type: 'video/webm' })).toBe('video');
    expect(uploadKindOf(S.program)).toBeNull();
    expect(uploadKindOf({ name: 'notes.docx', size: 1, type: '' })).toBeNull();
  });
});
