export * from './pagedList.connect.ts';
export * from './pagedList.machine.ts';
export * from './pagedList.paths.ts';
export * from './pagedList.rules.ts';
export * from './pagedList.shows.ts';
export * from './pagedList.texts.ts';
export * from './pagedList.types.ts';
