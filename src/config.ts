/** Where the client finds its three services and the realtime broker. Built from Vite env vars. */
export type AppConfig = {
  readonly mainApiUrl: string;
  readonly authApiUrl: string;
  readonly chatApiUrl: string;
  readonly mqttUrl: string;
  /** reCAPTCHA site key; without one the forms use the development captcha. */
  readonly recaptchaSiteKey: string | null;
  /** A map style URL for production tiles; without one maps use the offline India style. */
  readonly mapStyleUrl: string | null;
};

declare global {
  interface ImportMetaEnv {
    readonly VITE_MAIN_API_URL?: string;
    readonly VITE_AUTH_API_URL?: string;
    readonly VITE_CHAT_API_URL?: string;
    readonly VITE_MQTT_URL?: string;
    readonly VITE_RECAPTCHA_SITE_KEY?: string;
    readonly VITE_MAP_STYLE_URL?: string;
  }
}

export type ConfigEnv = Partial<
  Record<
    | 'VITE_MAIN_API_URL'
    | 'VITE_AUTH_API_URL'
    | 'VITE_CHAT_API_URL'
    | 'VITE_MQTT_URL'
    | 'VITE_RECAPTCHA_SITE_KEY'
    | 'VITE_MAP_STYLE_URL',
    string
  >
>;

type PageLocation = Pick<Location, 'protocol' | 'host'>;

export const DEFAULT_API_URLS = {
  main: '/api/v1',
  auth: '/api/auth',
  chat: '/api/chat',
} as const;

/** The broker is served beside the page unless configured otherwise; ws on http, wss on https. */
export function defaultMqttUrl(location: PageLocation | undefined): string {
  if (!location) return 'ws://localhost/mqtt';
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/mqtt`;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export function loadConfig(
  env: ConfigEnv = import.meta.env,
  location: PageLocation | undefined = globalThis.location,
): AppConfig {
  return Object.freeze({
    mainApiUrl: withoutTrailingSlash(pick(env.VITE_MAIN_API_URL, DEFAULT_API_URLS.main)),
    authApiUrl: withoutTrailingSlash(pick(env.VITE_AUTH_API_URL, DEFAULT_API_URLS.auth)),
    chatApiUrl: withoutTrailingSlash(pick(env.VITE_CHAT_API_URL, DEFAULT_API_URLS.chat)),
    mqttUrl: pick(env.VITE_MQTT_URL, defaultMqttUrl(location)),
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY?.trim() || null,
    mapStyleUrl: env.VITE_MAP_STYLE_URL?.trim() || null,
  });
}
