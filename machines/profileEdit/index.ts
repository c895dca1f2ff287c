export type {
  CustomerProfile,
  ProfileEditActors,
  SaveProfileFieldInput,
  SetEmployeeIdInput,
} from './profileEdit.actors.ts';
export * from './profileEdit.connect.ts';
export {
  type ProfileEditContext,
  type ProfileEditEmitted,
  type ProfileEditEvent,
  type ProfileEditInput,
  profileEditMachine,
  type SavedWhat,
} from './profileEdit.machine.ts';
export { PROFILE_EDIT_TEXTS } from './profileEdit.texts.ts';
