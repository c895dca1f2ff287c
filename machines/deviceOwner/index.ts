export type { DeviceOwnerActors, SetDeviceOwnerInput } from './deviceOwner.actors.ts';
export * from './deviceOwner.connect.ts';
export {
  type DeviceOwnerContext,
  type DeviceOwnerEvent,
  type DeviceOwnerInput,
  deviceOwnerMachine,
} from './deviceOwner.machine.ts';
export { isIgnoredOwner, NOT_SET } from './deviceOwner.rules.ts';
export { DEVICE_OWNER_TEXTS } from './deviceOwner.texts.ts';
