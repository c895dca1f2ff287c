import type { PromiseActorLogic } from 'xstate';

export type SetDeviceOwnerInput = { deviceId: string; username: string };

/** The owner change call (setDeviceOwner); rejects with the server's words. */
export type DeviceOwnerActors = {
  setDeviceOwner: PromiseActorLogic<unknown, SetDeviceOwnerInput>;
};
