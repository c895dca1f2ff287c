export { connectOver } from './connectActor.ts';
export { createDeliveryReader, createRecentKeys, type Reading } from './deliveries.ts';
export {
  createMqttTransport,
  type MqttClientLike,
  type MqttTransportOptions,
  mqttOptions,
  pickTimerVariant,
  type TimerVariant,
} from './mqttTransport.ts';
export {
  createScriptedTransport,
  type ScriptedConnection,
  type ScriptedTransport,
} from './scriptedTransport.ts';
export {
  createTabLock,
  REALTIME_LOCK,
  realtimeTabLock,
  type TabLock,
  type TabLockOptions,
  type TabLocks,
} from './tabLock.ts';
export type { RealtimeConnection, RealtimeHandlers, RealtimeTransport } from './transport.ts';
