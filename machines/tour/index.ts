export * from './tour.connect.ts';
export { type TourContext, type TourEvent, tourMachine } from './tour.machine.ts';
export * from './tour.rules.ts';
export { TOUR_TEXTS } from './tour.texts.ts';
