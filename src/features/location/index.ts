export { LocationFlow, LocationScreen, type LocationScreenProps } from './LocationScreen.tsx';
export { LocationView, type LocationViewProps } from './LocationView.tsx';
