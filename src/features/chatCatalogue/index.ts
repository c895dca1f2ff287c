export { ChatCatalogues, type ChatCataloguesProps } from './ChatCatalogues.tsx';
export { createTagCatalogueActors, createTeamCatalogueActors } from './catalogueCalls.ts';
export { TagCatalogue } from './TagCatalogue.tsx';
export { TagCatalogueForm } from './TagCatalogueForm.tsx';
export { TeamCatalogue } from './TeamCatalogue.tsx';
export { TeamCatalogueForm } from './TeamCatalogueForm.tsx';
