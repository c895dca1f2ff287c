export {
  BusinessProfileEditor,
  type BusinessProfileEditorProps,
} from './BusinessProfileEditor.tsx';
export { BusinessProfileForm, type BusinessProfileLists } from './BusinessProfileForm.tsx';
export {
  BusinessProfileScreen,
  type BusinessProfileScreenProps,
} from './BusinessProfileScreen.tsx';
export { type AuthQueries, createBusinessProfileActors } from './businessProfileCalls.ts';
