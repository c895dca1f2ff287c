// Debian's mosquitto as the chat's realtime broker: where it is, and a broker run from a folder of
// its own (config, password file, ACL) with a TCP listener for the server and a WebSocket
// listener for the browsers. Each user may read only their personal topic; the server's user
// writes to every personal topic.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const CANDIDATES = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto', '/usr/local/sbin/mosquitto'];

export function findMosquitto(): string | undefined {
  const fromEnv = process.env.MOSQUITTO_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p));
}

function findPasswd(binary: string): string {
  const found = [join(dirname(binary), 'mosquitto_passwd'), '/usr/bin/mosquitto_passwd'].find((p) =>
    existsSync(p),
  );
  if (!found) throw new Error('mosquitto_passwd is missing (it comes with the mosquitto package).');
  return found;
}

export const MOSQUITTO_MISSING =
  'mosquitto is not installed: the external-broker check is skipped (install it with `apt-get install -y mosquitto`; CI does).';

/** A free TCP port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function waitForPort(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`mosquitto did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export type Mosquitto = {
  /** For the server (REALTIME_BROKER_URL). */
  mqttUrl: string;
  /** For the browsers (VITE_MQTT_URL). */
  wsUrl: string;
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts mosquitto with these users (username → password, hashed into its password file by
 * mosquitto_passwd) and `serverUser` allowed to publish to every personal topic.
 */
export async function startMosquitto(
  users: Record<string, string>,
  serverUser: string,
): Promise<Mosquitto> {
  const binary = findMosquitto();
  if (!binary) throw new Error(MOSQUITTO_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'kosh-mosquitto-'));
  // Run as root, mosquitto drops to its own user, which must be able to read the folder.
  chmodSync(dir, 0o755);
  const [tcp, ws] = [await freePort(), await freePort()];
  const passwords = join(dir, 'passwords');
  writeFileSync(
    passwords,
    Object.entries(users)
      .map(([name, password]) => `${name}:${password}\n`)
      .join(''),
  );
  // Hashes the plain passwords in place.
  execFileSync(findPasswd(binary), ['-U', passwords]);
  chmodSync(passwords, 0o644);
  const acl = join(dir, 'acl');
  writeFileSync(
    acl,
    [
      `user ${serverUser}`,
      'topic write user/#',
      '',
      'pattern read user/%u',
      'pattern read user/%u/#',
      '',
    ].join('\n'),
  );
  chmodSync(acl, 0o644);
  const conf = join(dir, 'mosquitto.conf');
  writeFileSync(
    conf,
    [
      'allow_anonymous false',
      `password_file ${passwords}`,
      `acl_file ${acl}`,
      'persistence false',
      'log_dest stderr',
      `listener ${tcp} 127.0.0.1`,
      'protocol mqtt',
      // mosquitto 2.0 binds a WebSocket listener on every address.
      `listener ${ws}`,
      'protocol websockets',
      '',
    ].join('\n'),
  );
  let output = '';
  const child: ChildProcess = spawn(binary, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForPort(tcp, 10_000);
    await waitForPort(ws, 10_000);
  } catch (error) {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    mqttUrl: `mqtt://127.0.0.1:${tcp}`,
    wsUrl: `ws://127.0.0.1:${ws}/mqtt`,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
