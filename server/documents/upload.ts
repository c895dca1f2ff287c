// An upload's checks: the file is there, within the size limit, an accepted type by its content,
// and a PDF password (only for a PDF) that opens it.
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';
import { UPLOAD_MAX_BYTES } from '../http/bodies.ts';
import { uploadedFile } from '../http/multipart.ts';
import { pdfPasswordProblem } from './pdfCheck.ts';
import { refusalOf, type Sniffed, sniffFile } from './sniff.ts';
import { displayName } from './storage.ts';

/** The checked upload: what the file is, its bytes and its PDF password. */
export async function checkedUpload(
  request: FastifyRequest,
  password: string | undefined,
): Promise<{ sniffed: Sniffed; data: Buffer; uri: string; password: string | null }> {
  const file = uploadedFile(request);
  if (file.data.length > UPLOAD_MAX_BYTES) {
    throw new HttpError(413, { error: `${file.fileName} is larger than 20 MB.` });
  }
  const sniffed = sniffFile(file.data);
  if (!sniffed) throw badRequest(refusalOf(file.data, file.fileName));
  if (password !== undefined && sniffed.kind !== 'pdf') {
    throw badRequest('A password can only be given for a PDF.');
  }
  const problem = sniffed.kind === 'pdf' ? await pdfPasswordProblem(file.data, password) : null;
  if (problem) throw badRequest(`${file.fileName}: ${problem}`);
  return {
    sniffed,
    data: file.data,
    uri: displayName(file.fileName, sniffed.ext),
    password: sniffed.kind === 'pdf' ? (password ?? null) : null,
  };
}
