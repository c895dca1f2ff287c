export { LazyTour } from './LazyTour.tsx';
export { TourDialog, type TourDialogProps } from './TourDialog.tsx';
export { TOUR_PARAM, TourHost, type TourHostProps } from './TourHost.tsx';
