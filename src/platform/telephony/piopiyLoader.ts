// The SDK's browser bundle, served as a file of this app: its CommonJS build needs packages
// that are not installed, while the bundle is self-contained and defines a global PIOPIY.
import sdkUrl from 'piopiyjs/dist/piopiy.min.js?url';
import type { PiopiyConstructor } from './piopiySdk.ts';

declare global {
  var PIOPIY: PiopiyConstructor | undefined;
}

let loading: Promise<PiopiyConstructor> | null = null;

/** Loads the SDK script once (only when the PIOPIY adapter is configured) and returns its class. */
export function loadPiopiy(): Promise<PiopiyConstructor> {
  if (globalThis.PIOPIY) return Promise.resolve(globalThis.PIOPIY);
  loading ??= new Promise<PiopiyConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => {
      if (globalThis.PIOPIY) resolve(globalThis.PIOPIY);
      else reject(new Error('The telephony SDK did not define PIOPIY'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The telephony SDK could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
