import type { CallActors } from '../../machines/call/index.ts';
import type { CallActionActors } from '../../machines/callActions/index.ts';
import type { SoftCallActors } from '../../machines/softCall/index.ts';
import { deferredActors } from './deferred.ts';

/** Every call the soft-call screen makes: the loop's, the support actions' and the dial. */
export type SoftCallScreenActors = SoftCallActors &
  CallActionActors &
  Pick<CallActors, 'placeCall'>;

export const SOFT_CALL_SCREEN_ACTORS = [
  'fetchNextSoftCall',
  'loadSavedWork',
  'saveCallOutcome',
  'submitFeedback',
  'requestDialPermit',
  'assignNewLead',
  'listManagers',
  'escalateToManager',
  'getPaymentLink',
  'copyText',
  'placeCall',
] as const;

/** Deferred fakes of every call the soft-call screen makes (the test settles each). */
export const softCallScreenFakes = () =>
  deferredActors<SoftCallScreenActors>([...SOFT_CALL_SCREEN_ACTORS]);
