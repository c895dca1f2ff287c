// The failure kinds of a position request are one rule for every flow that asks for it.
export { LOCATION_FAILURES, type LocationFailure, locationFailureOf } from '../shared/location.ts';
