import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { auditUploadMachine } from './auditUpload.machine.ts';
import type { AuditUploadResult } from './auditUpload.rules.ts';
import { auditUploadShows } from './auditUpload.shows.ts';

/** A spreadsheet, a PDF (refused), the server's answer with a row of each kind, and a refusal. */
export const AUDIT_UPLOAD_SAMPLE = {
  csv: { name: 'audit_march.csv', size: 2_048, type: 'text/csv' },
  xlsx: {
    name: 'audit_april.XLSX',
    size: 8_300,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pdf: { name: 'audit_march.pdf', size: 48_213, type: 'application/pdf' },
  result: {
    new_calls: [
      { number: '8157415868', payment_status: 'DONE' },
      { number: '9123456780', payment_status: 'DUE' },
    ],
    existing_calls: [{ number: '9988776655', payment_status: 'DUE' }],
    failed_entries: [{ number: '12345', error: 'The number is not 10 digits' }],
  } satisfies AuditUploadResult,
  serverWords: 'The file is not a readable spreadsheet',
} as const;

const S = AUDIT_UPLOAD_SAMPLE;
const UPLOAD = 'uploadAuditFile';

export const auditUploadPaths = definePathSpec({
  machine: auditUploadMachine,
  shows: auditUploadShows as never,
  events: [
    { type: 'file.choose', file: S.csv },
    { type: 'file.choose', file: S.xlsx },
    { type: 'file.choose', file: S.pdf },
    { type: 'upload.start' },
    { type: 'upload.progress', loaded: 1_024, total: 2_048 },
    { type: 'upload.cancel' },
    doneEvent(UPLOAD, S.result),
    errorEvent(UPLOAD, serviceError(S.serverWords, 400)),
    { type: 'upload.again' },
  ],
  stateKey: (snapshot) => ({
    value: snapshot.value,
    file: snapshot.context.file?.name ?? null,
    halfway: snapshot.context.progress > 0 && snapshot.context.progress < 1,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'file.choose':
        return `choose the file ${event.file.name}`;
      case 'upload.progress':
        return 'half of the file is sent';
      default:
        return (
          {
            'upload.start': "press 'Upload' (or 'Retry')",
            'upload.cancel': "press 'Cancel'",
            'upload.again': "press 'Upload another'",
            [`xstate.done.actor.${UPLOAD}`]: 'the server reads the rows',
            [`xstate.error.actor.${UPLOAD}`]: `the server refuses: "${S.serverWords}"`,
          } as Record<string, string>
        )[event.type];
    }
  },
});
