import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';

/** getLiveLocationRoute's answer: the day's samples and the server's distance (spec part 2 §3). */
export type LocationRoute = components['schemas']['LocationRoute'];
/** One of the field staff the Location screen offers (listTeamMembers). */
export type TeamMember = components['schemas']['TeamMember'];

export type FetchRouteInput = { username: string; date: string };

/**
 * The call the Location screen makes: live-location-route for a person and a day. The app backs
 * it with the API client (passing the actor's `signal`, so leaving the screen aborts it quietly);
 * a failure rejects with the server's words (ServiceError).
 */
export type LocationRouteActors = {
  fetchRoute: PromiseActorLogic<LocationRoute, FetchRouteInput>;
};
