export type { CatalogueTag, TagCatalogueActors, TagRow } from './tagCatalogue.actors.ts';
export * from './tagCatalogue.connect.ts';
export {
  type TagCatalogueContext,
  type TagCatalogueEvent,
  type TagCatalogueInput,
  tagCatalogueMachine,
} from './tagCatalogue.machine.ts';
export * from './tagCatalogue.rules.ts';
export { TAG_CATALOGUE_TEXTS } from './tagCatalogue.texts.ts';
