export { BusinessAdmins } from './BusinessAdmins.tsx';
export { BusinessAdminsForm } from './BusinessAdminsForm.tsx';
export {
  BusinessProfileEditor,
  type BusinessProfileEditorProps,
} from './BusinessProfileEditor.tsx';
export { BusinessProfileForm, type BusinessProfileLists } from './BusinessProfileForm.tsx';
export {
  BusinessProfileScreen,
  type BusinessProfileScreenProps,
} from './BusinessProfileScreen.tsx';
export {
  type AuthQueries,
  createBusinessAdminsActors,
  createBusinessProfileActors,
} from './businessProfileCalls.ts';
