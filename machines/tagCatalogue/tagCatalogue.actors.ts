import type { PromiseActorLogic } from 'xstate';

export type CatalogueTag = { id: number; name: string };
/** A row of the catalogue being edited: a kept tag has its id, a new one none yet. */
export type TagRow = { id?: number; name: string };

/** POST chat/tags-update: the whole catalogue in, the catalogue as stored out. */
export type TagCatalogueActors = {
  updateChatTags: PromiseActorLogic<{ tags: CatalogueTag[] }, { tags: TagRow[] }>;
};
