// multipart/form-data bodies (the document uploads): parsed from the buffered body into text
// fields, which the contract validates, and at most one file, which the handler reads with
// `uploadedFile`. The file part's field value is its name, so the contract's `document` (a
// binary string) is present exactly when a file was sent.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

export type UploadedFile = { field: string; fileName: string; data: Buffer };

const files = new WeakMap<FastifyRequest, UploadedFile>();
const MAX_FIELDS = 10;
/** Multipart fields arrive as text; these are numbers in the contract. */
const NUMERIC_FIELDS = new Set(['latitude', 'longitude']);

const bad = (error: string) => new HttpError(400, { error });

function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const boundary = (match?.[1] ?? match?.[2])?.trim();
  if (!boundary || boundary.length > 200) throw bad('The multipart body has no boundary.');
  return boundary;
}

function dispositionOf(headers: string): { name: string; fileName: string | null } {
  const line = headers.split('\r\n').find((h) => /^content-disposition:/i.test(h)) ?? '';
  const name = /\bname="([^"]*)"/i.exec(line)?.[1];
  if (!name) throw bad('A multipart part has no field name.');
  const fileName = /\bfilename="([^"]*)"/i.exec(line)?.[1] ?? null;
  return { name, fileName };
}

/** The fields of a multipart body; its one file is kept for the handler. */
export function parseMultipart(request: FastifyRequest, body: Buffer): Record<string, unknown> {
  const delimiter = Buffer.from(`--${boundaryOf(request.headers['content-type'])}`);
  const fields: Record<string, unknown> = {};
  let count = 0;
  let at = body.indexOf(delimiter);
  if (at < 0) throw bad('The multipart body is malformed.');
  for (;;) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const headerEnd = body.indexOf('\r\n\r\n', start);
    const next = body.indexOf(delimiter, start);
    if (headerEnd < 0 || next < 0 || headerEnd > next)
      throw bad('The multipart body is malformed.');
    if (++count > MAX_FIELDS) throw bad('The multipart body has too many parts.');
    const { name, fileName } = dispositionOf(body.subarray(start + 2, headerEnd).toString('utf8'));
    // The part's content ends with the CRLF before the next delimiter.
    const content = body.subarray(headerEnd + 4, next - 2);
    if (name in fields) throw bad(`The field '${name}' is sent more than once.`);
    if (fileName !== null) {
      if (files.has(request)) throw bad('Send one file per request.');
      files.set(request, { field: name, fileName: fileName || 'document', data: content });
      fields[name] = fileName || 'document';
    } else {
      const text = content.toString('utf8');
      const number = Number(text);
      fields[name] =
        NUMERIC_FIELDS.has(name) && text.trim() !== '' && Number.isFinite(number) ? number : text;
    }
    at = next;
  }
  return fields;
}

/** The file a multipart request carried, if any (its bytes tell two uploads apart). */
export const fileOfRequest = (request: FastifyRequest): UploadedFile | undefined =>
  files.get(request);

/** The file a multipart request carried in `field`; 400 when it has none. */
export function uploadedFile(request: FastifyRequest, field = 'document'): UploadedFile {
  const file = files.get(request);
  if (!file || file.field !== field) throw bad(`Send the file in the multipart field '${field}'.`);
  return file;
}
