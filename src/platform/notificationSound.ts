/** The spec's debounce of the notification sound (part 2 §9: 500 ms). */
export const NOTIFICATION_SOUND_DEBOUNCE_MS = 500;

/**
 * A short beep through WebAudio (no sound file), played once for a burst of messages: the
 * sound waits 500 ms after the latest message. Browsers mute audio until the page was used;
 * that is fine, the beep is a courtesy.
 */
export function createNotificationSound(
  schedule: (run: () => void, ms: number) => () => void = (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  beep: () => void = playBeep,
) {
  let cancel: (() => void) | null = null;
  return {
    ring() {
      cancel?.();
      cancel = schedule(() => {
        cancel = null;
        beep();
      }, NOTIFICATION_SOUND_DEBOUNCE_MS);
    },
    stop() {
      cancel?.();
      cancel = null;
    },
  };
}

let context: AudioContext | null = null;

function playBeep() {
  const Audio = globalThis.AudioContext;
  if (!Audio) return;
  context ??= new Audio();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.08, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.2);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.2);
}
