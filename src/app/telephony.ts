import { createTelephony, type Telephony } from '../platform/telephony/index.ts';

let shared: Telephony | null = null;

/**
 * The app's one call service (PIOPIY or the simulator, by VITE_TELEPHONY), created by the first
 * call screen that needs it and shared by every desk, so only call screens load telephony code
 * and a second desk never opens a second telephony session.
 */
export function appTelephony(): Telephony {
  shared ??= createTelephony();
  return shared;
}
