import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type AuditUploadActors,
  auditUploadMachine,
  connectAuditUpload,
} from '../../../machines/auditUpload/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { AuditUploadPanel } from './AuditUploadPanel.tsx';

/** The audit upload with its own actor; leaving the screen stops it and aborts a send. */
export function AuditUpload({ actors }: { actors: AuditUploadActors }) {
  const [logic] = useState(() => auditUploadMachine.provide({ actors }));
  const actor = useActorRef(logic);
  const view = useView(actor, (s) => connectAuditUpload(s, actor.send))!;
  return <AuditUploadPanel view={view} />;
}
