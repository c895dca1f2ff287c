// An external MQTT broker (e.g. Debian's mosquitto with a WebSocket listener for the browsers):
// the server signs in as its own user and publishes the chat's events there, QoS 1, instead of
// running the embedded broker. The broker itself checks the users' passwords and topics.
import mqtt from 'mqtt';
import type { Config } from '../config.ts';
import type { Realtime } from './broker.ts';

export async function connectExternalBroker(config: Config): Promise<Realtime> {
  const url = config.REALTIME_BROKER_URL;
  if (!url) throw new Error('REALTIME_BROKER_URL is not set');
  const client = await mqtt.connectAsync(url, {
    clientId: `kosh-server-${process.pid}`,
    username: config.REALTIME_BROKER_USERNAME ?? undefined,
    password: config.REALTIME_BROKER_PASSWORD ?? undefined,
    // Reconnects on its own; publishes made while away are queued and sent on reconnect.
    reconnectPeriod: 5000,
    connectTimeout: 30_000,
  });
  return {
    publish: async (topic, payload) => {
      await client.publishAsync(topic, JSON.stringify(payload), { qos: 1 });
    },
    // Browsers connect to the external broker, not to this server.
    connectedClients: () => 0,
    close: async () => {
      await client.endAsync();
    },
  };
}
