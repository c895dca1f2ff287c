export type { CrifPullActors, CrifPullInput, CrifPullOutput } from './crifPull.actors.ts';
export * from './crifPull.connect.ts';
export {
  type CrifPullContext,
  type CrifPullEvent,
  type CrifPullMachineInput,
  crifPullMachine,
} from './crifPull.machine.ts';
export { CRIF_PULL_TEXTS } from './crifPull.texts.ts';
