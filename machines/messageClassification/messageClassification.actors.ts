import type { PromiseActorLogic } from 'xstate';
import type {
  ClassifyInput,
  ReclassifyInput,
  UnclassifyInput,
} from './messageClassification.types.ts';

/**
 * The three calls of message classification (spec part 1 §7): POST the first category with the
 * device id, PUT another one, DELETE to unclassify. Each rejects with the server's words.
 */
export type MessageClassificationActors = {
  classifyMessage: PromiseActorLogic<unknown, ClassifyInput>;
  reclassifyMessage: PromiseActorLogic<unknown, ReclassifyInput>;
  unclassifyMessage: PromiseActorLogic<unknown, UnclassifyInput>;
};
