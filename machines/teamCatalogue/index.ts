export type {
  CatalogueTeam,
  TeamCatalogueActors,
  TeamPerson,
  TeamUpdate,
  TeamUpdateCall,
} from './teamCatalogue.actors.ts';
export * from './teamCatalogue.connect.ts';
export {
  saveBodyOf,
  TEAM_NAME_MAX,
  type TeamCatalogueContext,
  type TeamCatalogueEvent,
  type TeamCatalogueInput,
  teamCatalogueMachine,
} from './teamCatalogue.machine.ts';
export { TEAM_CATALOGUE_TEXTS } from './teamCatalogue.texts.ts';
