export { LazyTour } from './LazyTour.tsx';
export { TourDialog, type TourDialogProps } from './TourDialog.tsx';
export { TourHost, type TourHostProps } from './TourHost.tsx';
export { TOUR_PARAM } from './tourParam.ts';
