import type { Client } from 'openapi-fetch';
import type { AuditUploadActors } from '../../../machines/auditUpload/index.ts';
import type { components, paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { progressFetch } from '../../platform/progressFetch.ts';

// openapi-fetch sends a FormData body as it is (the browser sets the multipart boundary); the
// contract types the body by its fields, so the form stands in for them.
type UploadBody = components['schemas']['AuditFileUpload'];

/**
 * The audit upload's call (uploadAuditFile): the file as multipart field 'file', with upload
 * progress where the browser has XMLHttpRequest. The same file again in this page repeats its
 * Idempotency-Key, so a retry after a lost answer does not create the calls twice.
 */
export function createAuditUploadCalls(main: Client<paths>): AuditUploadActors {
  return {
    uploadAuditFile: fromAbortable(async ({ input, signal }) => {
      const file = input.file as File;
      const form = new FormData();
      form.append('file', file, file.name);
      const onProgress = (loaded: number, total: number) => input.onProgress({ loaded, total });
      return unwrap(
        await main.POST('/audit-calls/upload', {
          params: {
            header: {
              'Idempotency-Key': intentKey('audit-upload', {
                name: file.name,
                size: file.size,
                modified: file.lastModified,
              }),
            },
          },
          body: form as unknown as UploadBody,
          signal,
          ...(typeof XMLHttpRequest === 'undefined' ? {} : { fetch: progressFetch(onProgress) }),
        }),
      );
    }),
  };
}
