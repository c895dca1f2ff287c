import { useState } from 'react';
import { refusalOr } from '../../../../machines/shared/refusal.ts';
import { TASK_FORM_TEXTS as T, type TaskDocument } from '../../../../machines/taskForm/index.ts';
import { openFileTab } from '../../../platform/fileTab.ts';
import { Button } from '../../../ui/Button.tsx';

/** Reads a task attachment's file (bearer auth: it cannot be a plain link). */
export type AttachmentFile = (documentId: number) => Promise<Blob>;

/**
 * An attachment's name, which opens its file in a new tab. The file is read on each press (no
 * copy is kept); a failure is said beside the name, in the server's words when it refused.
 */
export function AttachmentLink({ doc, file }: { doc: TaskDocument; file: AttachmentFile }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await openFileTab({ address: async () => doc.url, file: () => file(doc.id) });
    } catch (error) {
      setFailure(refusalOr(error, T.openAttachmentFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="link" onClick={open} busy={busy} aria-label={T.openAttachment(doc.name)}>
        {doc.name}
      </Button>
      {failure ? (
        <span role="alert" className="text-red-700">
          {failure}
        </span>
      ) : null}
    </>
  );
}
