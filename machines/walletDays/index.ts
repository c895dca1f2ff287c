export * from './walletDays.actors.ts';
export * from './walletDays.connect.ts';
export * from './walletDays.fixtures.ts';
export * from './walletDays.machine.ts';
export * from './walletDays.rules.ts';
export * from './walletDays.texts.ts';
export * from './walletDays.types.ts';
