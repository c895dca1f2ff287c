// A Vite plugin: a production build must say which telephony it calls through. Without it the
// app would fall back to the simulator: a build that shows a practice panel and places no call.
import { loadEnv, type Plugin } from 'vite';

const ADAPTERS = ['piopiy', 'simulator'];

export function requireTelephony(): Plugin {
  return {
    name: 'kosh-require-telephony',
    apply: 'build',
    configResolved(config) {
      // Storybook builds the stories, not the app: no calls are placed there.
      if (config.mode !== 'production' || process.env.STORYBOOK_BUILD === 'true') return;
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      const name = (process.env.VITE_TELEPHONY ?? env.VITE_TELEPHONY ?? '').trim().toLowerCase();
      if (!ADAPTERS.includes(name)) {
        throw new Error(
          "VITE_TELEPHONY must name the telephony of a production build: 'piopiy' for real calls, or 'simulator' for demos and tests.",
        );
      }
    },
  };
}
