import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  type CatalogueTag,
  connectTagCatalogue,
  type TagCatalogueActors,
  tagCatalogueMachine,
} from '../../../machines/tagCatalogue/index.ts';
import { useOnEnter } from '../../ui/hooks/useOnEnter.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { TagCatalogueForm } from './TagCatalogueForm.tsx';

export type TagCatalogueProps = {
  actors: TagCatalogueActors;
  tags: CatalogueTag[];
  /** After a save: what the app has read of the tags is stale. */
  onSaved?: () => void;
};

/** Starts the tag catalogue's actor on the tags as read, and renders its box. */
export function TagCatalogue({ actors, tags, onSaved }: TagCatalogueProps) {
  const [logic] = useState(() => tagCatalogueMachine.provide({ actors }));
  const actor = useActorRef(logic, { input: { tags } });
  useOnEnter(actor, (snapshot) => snapshot.matches({ form: 'saved' }), onSaved);
  const view = useView(actor, (snapshot) => connectTagCatalogue(snapshot, actor.send))!;
  return <TagCatalogueForm view={view} />;
}
