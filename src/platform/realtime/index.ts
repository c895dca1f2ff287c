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
  broadcastTabChannel,
  createLocalTabHub,
  createTabLock,
  REALTIME_TAB_CHANNEL,
  realtimeTabLock,
  type TabChannel,
  type TabLock,
  type TabLockOptions,
} from './tabLock.ts';
export type { RealtimeConnection, RealtimeHandlers, RealtimeTransport } from './transport.ts';
