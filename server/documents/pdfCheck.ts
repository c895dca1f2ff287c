// A PDF's password, checked at upload: a stored password that does not open the file would make
// every later viewer and download fail, so it is refused while the uploader is still there.
import { PDFDocument } from '@cantoo/pdf-lib';

/** Why the given password does not fit this PDF, or null (no password given, or it opens it). */
export async function pdfPasswordProblem(
  bytes: Uint8Array,
  password: string | undefined,
): Promise<string | null> {
  if (password === undefined) return null;
  try {
    await PDFDocument.load(bytes, { password });
    return null;
  } catch (error) {
    // Only a refused password is the uploader's to fix; a PDF this library cannot parse may still
    // open in a viewer.
    return /password incorrect/i.test(String((error as Error).message))
      ? 'the password does not open this PDF.'
      : null;
  }
}
