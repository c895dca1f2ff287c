// The external broker's password file, in plain text, for every user of the server's database:
// `username:password` lines with the password the server derives from REALTIME_PASSWORD_SECRET
// (default JWT_SECRET). Hash it for mosquitto with `mosquitto_passwd -U <file>`, add the
// server's own user, and write it again (then SIGHUP mosquitto) when users are added.
//   node scripts/mosquitto-passwords.ts > passwords
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { derivedRealtimePassword } from '../server/realtime/credentials.ts';

const config = loadConfig();
const db = openDatabase(config.DATABASE);
try {
  const hasUsers = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'")
    .get();
  if (!hasUsers) {
    console.error(`${config.DATABASE} has no users yet: start the server once to create it.`);
    process.exitCode = 1;
  }
  const users = (hasUsers ? db.prepare('SELECT username FROM users ORDER BY id').all() : []) as {
    username: string;
  }[];
  for (const { username } of users) {
    process.stdout.write(
      `${username}:${derivedRealtimePassword(config.REALTIME_PASSWORD_SECRET, username)}\n`,
    );
  }
} finally {
  db.close();
}
