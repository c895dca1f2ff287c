/** `?tour=restart` (the user menu) or `?tour=createchannel` starts the tour on arrival. */
export const TOUR_PARAM = 'tour';
