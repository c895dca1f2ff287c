// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPiopiy } from '../../src/platform/telephony/piopiyLoader.ts';
import type { PiopiySdk } from '../../src/platform/telephony/piopiySdk.ts';

/* The installed SDK's browser bundle, loaded the way the app loads it (a script tag for the
   bundle's URL) and run in the test's DOM: it must define the class the adapter drives. */

const bundle = createRequire(join(process.cwd(), 'package.json')).resolve(
  'piopiyjs/dist/piopiy.min.js',
);

type Loading = { script: HTMLScriptElement; run: () => void; fail: () => void };

function interceptScripts(): Loading[] {
  const loads: Loading[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    loads.push({
      script,
      run: () => {
        // A classic script's top-level `var PIOPIY` is a global in the browser; here the
        // bundle runs in a function, so hand its class to the global the same way.
        new Function(`${readFileSync(bundle, 'utf8')}\nglobalThis.PIOPIY = PIOPIY;`)();
        script.onload?.(new Event('load'));
      },
      fail: () => script.onerror?.(new Event('error')),
    });
  });
  return loads;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const USED: ReadonlyArray<keyof PiopiySdk> = [
  'login',
  'logout',
  'call',
  'terminate',
  'hold',
  'unHold',
  'mute',
  'unMute',
  'isLogedIn',
  'getCallId',
  'on',
];

describe('PIOPIY SDK bundle', () => {
  it('reports a bundle that cannot be fetched, and fetches again next time', async () => {
    const loads = interceptScripts();
    const first = loadPiopiy();
    expect(loads).toHaveLength(1);
    expect(loads[0]!.script.src).toMatch(/piopiy\.min\.js/);
    loads[0]!.fail();
    await expect(first).rejects.toThrow('The telephony SDK could not be loaded');

    const second = loadPiopiy();
    expect(loads).toHaveLength(2);
    loads[1]!.run();
    await expect(second).resolves.toBeTypeOf('function');
  });

  it('defines the class with every method the adapter uses, idle and logged out', async () => {
    const Piopiy = await loadPiopiy();
    const sdk = new Piopiy({ name: 'Kosh', debug: false, autoplay: true, ringTime: 60 });
    for (const method of USED) expect(sdk[method]).toBeTypeOf('function');
    expect(sdk.isLogedIn()).toBe(false);
    expect(sdk.getCallId()).toBe(false);
    // autoplay: the SDK adds its hidden audio element for the remote voice.
    expect(document.getElementById('telecmi_audio_tag')).not.toBeNull();
  });
});
