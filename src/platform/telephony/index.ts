import { createPiopiyAdapter } from './piopiyAdapter.ts';
import { DEFAULT_SBC_REGION } from './piopiySdk.ts';
import type { TelephonyPort } from './port.ts';
import { createTelephonySimulator, type TelephonySimulator } from './simulator.ts';

export { createPiopiyAdapter, LOGIN_TIMEOUT_MS, remoteEndEvent } from './piopiyAdapter.ts';
export type { PiopiyConstructor, PiopiySdk } from './piopiySdk.ts';
export * from './port.ts';
export * from './simulator.ts';

declare global {
  interface ImportMetaEnv {
    /** 'piopiy' or 'simulator' (the default). */
    readonly VITE_TELEPHONY?: string;
    /** The PIOPIY SBC host; the India region by default. */
    readonly VITE_TELEPHONY_SBC?: string;
  }
}

export type TelephonyAdapterName = 'piopiy' | 'simulator';

export type TelephonyConfig = {
  adapter: TelephonyAdapterName;
  /** The SBC the PIOPIY adapter registers with. */
  sbcRegion: string;
};

export type TelephonyEnv = Partial<Record<'VITE_TELEPHONY' | 'VITE_TELEPHONY_SBC', string>>;

/**
 * Which telephony the build uses. The simulator is the default (the reference server has no
 * telephony); a value that names neither adapter is refused rather than silently simulated.
 */
export function telephonyConfig(env: TelephonyEnv = import.meta.env): TelephonyConfig {
  const name = env.VITE_TELEPHONY?.trim().toLowerCase() || 'simulator';
  if (name !== 'piopiy' && name !== 'simulator') {
    throw new Error(`VITE_TELEPHONY must be 'piopiy' or 'simulator', not '${name}'`);
  }
  return { adapter: name, sbcRegion: env.VITE_TELEPHONY_SBC?.trim() || DEFAULT_SBC_REGION };
}

export type Telephony = {
  port: TelephonyPort;
  /** The simulator when it is the configured adapter (the dev panel steers it), else null. */
  simulator: TelephonySimulator | null;
};

/** The configured adapter. The PIOPIY SDK script is fetched only when that adapter is chosen. */
export function createTelephony(config: TelephonyConfig = telephonyConfig()): Telephony {
  // In a production build VITE_TELEPHONY is a constant here, so the build carries only its
  // adapter's code (the other branch is dropped); tests and the dev server reach both.
  const built = import.meta.env.PROD ? import.meta.env.VITE_TELEPHONY : undefined;
  if (config.adapter === 'simulator' && built !== 'piopiy') {
    const simulator = createTelephonySimulator();
    return { port: simulator, simulator };
  }
  if (built === 'simulator' || config.adapter !== 'piopiy') {
    throw new Error(`This build carries the ${built} telephony only`);
  }
  const port = createPiopiyAdapter({
    region: config.sbcRegion,
    createSdk: async () => {
      const { loadPiopiy } = await import('./piopiyLoader.ts');
      const Piopiy = await loadPiopiy();
      return new Piopiy({ name: 'Kosh', debug: false, autoplay: true, ringTime: 60 });
    },
  });
  return { port, simulator: null };
}
