export type * from './locationRoute.actors.ts';
export * from './locationRoute.connect.ts';
export {
  type LocationRouteContext,
  type LocationRouteEvent,
  type LocationRouteInput,
  locationRouteMachine,
} from './locationRoute.machine.ts';
export * from './locationRoute.rules.ts';
export { LOCATION_ROUTE_TEXTS } from './locationRoute.texts.ts';
