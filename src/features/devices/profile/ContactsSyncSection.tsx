import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type ContactsSyncActors,
  connectContactsSync,
  contactsSyncMachine,
} from '../../../../machines/contactsSync/index.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { createContactsSyncActors } from '../deviceCalls.ts';
import type { MainQueries } from '../deviceQueries.ts';
import { ContactsSyncControls } from './ContactsSyncControls.tsx';

export type ContactsSyncSectionProps = {
  queries: MainQueries;
  username: string;
  /** The contacts read: asked again after a sync. */
  contactsKey: readonly unknown[];
  syncContacts?: ContactsSyncActors['syncContacts'];
};

/** Creates the contacts sync actor; a sync asks for the contacts again. */
export function ContactsSyncSection(props: ContactsSyncSectionProps) {
  const client = useQueryClient();
  const [logic] = useState(() =>
    contactsSyncMachine.provide({
      actors: {
        syncContacts: props.syncContacts ?? createContactsSyncActors(props.queries).syncContacts,
      },
      actions: {
        reloadContacts: () => void client.invalidateQueries({ queryKey: props.contactsKey }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { username: props.username } });
  const view = useView(actor, (snapshot) => connectContactsSync(snapshot, actor.send))!;
  return <ContactsSyncControls view={view} />;
}
