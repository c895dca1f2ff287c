import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/auth.ts';

export type BusinessProfileInput = components['schemas']['BusinessProfileInput'];
export type SavedProfile = components['schemas']['StaffProfile'];

/** The save (POST business/profile): resolves with the stored profile, rejects with the server's words. */
export type BusinessProfileActors = {
  saveBusinessProfile: PromiseActorLogic<SavedProfile, BusinessProfileInput>;
};
