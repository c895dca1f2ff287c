import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { docUploadMachine } from './docUpload.machine.ts';
import { docUploadShows } from './docUpload.shows.ts';

/** A salary slip PDF with a password, a photo, a program renamed, and the server's refusal. */
export const DOC_UPLOAD_SAMPLE = {
  folder: { groupId: 7, owner: '8157415868', doctype: 'salary_script' },
  pdf: { name: 'salary_slip.pdf', size: 48_213, type: 'application/pdf' },
  photo: { name: 'passbook.jpg', size: 210_400, type: 'image/jpeg' },
  video: { name: 'premises.mkv', size: 3_400_000, type: '' },
  program: { name: 'setup.exe', size: 90_112, type: 'application/x-msdownload' },
  password: 'slip@2026',
  refusedWords: 'The file is not a PDF',
  assignWords: 'Sorry...You dont have permission to perform this action',
} as const;

const S = DOC_UPLOAD_SAMPLE;
const UPLOAD = 'uploadDocument';
const ASSIGN = 'assignUploaded';

const events = [
  { type: 'files.add', files: [S.pdf, S.photo] },
  { type: 'files.add', files: [S.program] },
  { type: 'file.remove', key: 'f1' },
  { type: 'file.remove', key: 'f2' },
  { type: 'password.change', key: 'f1', password: S.password },
  { type: 'upload.start' },
  { type: 'upload.progress', loaded: 24_000, total: 48_213 },
  doneEvent(UPLOAD, { id: 501, groupId: 7 }),
  errorEvent(UPLOAD, serviceError(S.refusedWords, 400)),
  { type: 'file.retry', key: 'f1' },
  { type: 'file.swap', key: 'f1', file: S.video },
  { type: 'file.swap', key: 'f1', file: S.program },
  doneEvent(ASSIGN, {}),
  errorEvent(ASSIGN, serviceError(S.assignWords, 403)),
  { type: 'assign.retry' },
  { type: 'upload.close' },
] as const;

type Snap = ReturnType<typeof docUploadMachine.transition>;

const spec = (mode: 'append' | 'addNew') =>
  definePathSpec({
    machine: withInput(docUploadMachine, { folder: S.folder, mode }),
    shows: docUploadShows as never,
    events,
    stateKey: (snapshot: Snap) => ({
      value: snapshot.value,
      items: snapshot.context.items.map((i) => [i.key, i.file.name, i.status, i.password !== '']),
      refused: snapshot.context.refused.length,
      progress: snapshot.context.items.some((i) => i.progress > 0 && i.progress < 1),
    }),
    // One pick of good files and one of a refused one; per-file events only for a file there.
    filterEvents: (snapshot: Snap, event) => {
      const { items } = snapshot.context;
      if (event.type === 'files.add') {
        return event.files[0]!.name === S.pdf.name ? items.length === 0 : items.length > 0;
      }
      if ('key' in event) {
        const item = items.find((i) => i.key === event.key);
        if (!item) return false;
        // After sending, per-file buttons are only on refused files.
        if (!snapshot.matches('choosing') && item.status !== 'failed') return false;
        if (event.type === 'password.change') return item.kind === 'pdf' && item.password === '';
        if (event.type === 'file.swap') return item.file.name !== event.file.name;
      }
      return true;
    },
    describeEvent: (event) => {
      switch (event.type) {
        case 'files.add':
          return `choose ${event.files.map((f: { name: string }) => f.name).join(', ')}`;
        case 'file.remove':
          return `remove file ${event.key}`;
        case 'password.change':
          return `type the password of file ${event.key}`;
        case 'file.retry':
          return `retry file ${event.key}`;
        case 'file.swap':
          return `choose ${event.file.name} instead of file ${event.key}`;
        case 'upload.progress':
          return 'half of the file is sent';
        default:
          return (
            {
              'upload.start': "press 'Upload files'",
              'assign.retry': "press 'Retry'",
              'upload.close': "press 'Close'",
              [`xstate.done.actor.${UPLOAD}`]: 'the server takes the file',
              [`xstate.error.actor.${UPLOAD}`]: `the server refuses the file: "${S.refusedWords}"`,
              [`xstate.done.actor.${ASSIGN}`]: 'the server gives the files to the group',
              [`xstate.error.actor.${ASSIGN}`]: `the server refuses: "${S.assignWords}"`,
            } as Record<string, string>
          )[event.type];
      }
    },
  });

/** Add New (uploads then a group assignment); Upload (append) walks the direct way to done. */
export const docUploadPaths = { ...spec('addNew'), alsoWalk: [spec('append')] };
