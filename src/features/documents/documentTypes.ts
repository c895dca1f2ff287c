// src/features/documents/documentTypes.ts  (written by docs-server in its FIRST commit; others
// may create an identical file until they merge it — keep it byte-identical to this)
export type DocumentLocation = { latitude: number; longitude: number };
export type DocumentRecord = {
  id: number;
  uri: string; // a path whose extension picks the viewer, e.g. 'aadhar_front.jpg'
  date: string; // ISO date-time
  user: string; // the owner's username
  is_valid: boolean;
  groupId: number;
  doctype: string; // photo, aadhar, pan, salary_script, bank_statement, ...
  password: string | null; // the PDF's stored password, if the uploader gave one
  location: DocumentLocation | null;
};
