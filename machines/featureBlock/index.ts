export type { FeatureBlockActors, SaveBlacklistOutput } from './featureBlock.actors.ts';
export * from './featureBlock.connect.ts';
export {
  type BlockDialog,
  type FeatureBlockContext,
  type FeatureBlockEvent,
  type FeatureBlockInput,
  featureBlockMachine,
} from './featureBlock.machine.ts';
export * from './featureBlock.rules.ts';
export { FEATURE_BLOCK_TEXTS } from './featureBlock.texts.ts';
