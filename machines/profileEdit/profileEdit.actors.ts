import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';
import type { EditableField } from '../../src/domain/profileEdits.ts';

export type CustomerProfile = components['schemas']['CustomerProfile'];
export type SaveProfileFieldInput = { username: string; field: EditableField; value: string };
export type SetEmployeeIdInput = { username: string; valid: boolean };

/**
 * The calls of a profile edit, by the names the machine invokes them with: each resolves with
 * the profile as saved and rejects with an Error carrying the server's words (and the status).
 */
export type ProfileEditActors = {
  saveProfileField: PromiseActorLogic<CustomerProfile, SaveProfileFieldInput>;
  setEmployeeIdValidity: PromiseActorLogic<CustomerProfile, SetEmployeeIdInput>;
};
