/** A short two-note chime synthesised on the fly: no sound file to ship or cache. */
const NOTES_HZ = [880, 1320] as const;
const NOTE_SECONDS = 0.12;
const VOLUME = 0.15;

let context: AudioContext | null = null;

/** Plays the new-message sound (spec 4); silently does nothing where audio is unavailable or blocked. */
export function playNewMessageSound() {
  const Ctor = globalThis.AudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    // Browsers keep audio suspended until the user has interacted with the page.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    NOTES_HZ.forEach((hz, i) => {
      const ctx = context as AudioContext;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const at = start + i * NOTE_SECONDS;
      oscillator.type = 'sine';
      oscillator.frequency.value = hz;
      gain.gain.setValueAtTime(VOLUME, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS);
    });
  } catch {
    // Audio is a courtesy: never let it break message handling.
  }
}
