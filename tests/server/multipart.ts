// multipart/form-data bodies for the document uploads, built by hand as a browser would send them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type SampleFile = { name: string; bytes: Buffer };

/** A small real JPEG (the seed's ID card photo). */
export const SAMPLE_JPEG: SampleFile = {
  name: 'id_card.jpg',
  bytes: readFileSync(
    join(import.meta.dirname, '..', '..', 'server', 'seed', 'files', 'id_card.jpg'),
  ),
};

export function multipartBody(
  fields: Record<string, string>,
  file: SampleFile | null,
  field = 'document',
): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----kosh-test-boundary-7d1f';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
