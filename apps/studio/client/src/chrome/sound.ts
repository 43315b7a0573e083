/**
 * Synthesised sound effects (WebAudio oscillators and noise, no audio files). Off until the player
 * turns it on; the choice is remembered where the browser allows storage in a frame.
 */

export type SoundName =
  'click' | 'spin' | 'stop' | 'win' | 'bigwin' | 'chip' | 'card' | 'ball' | 'lose' | 'feature';

const STORAGE_KEY = 'royal-originals:sound';

interface Tone {
  freq: number;
  at: number;
  dur: number;
  type?: OscillatorType;
  gain?: number;
  slideTo?: number;
}

const SCORES: Record<SoundName, Tone[]> = {
  click: [{ freq: 660, at: 0, dur: 0.04, type: 'square', gain: 0.05 }],
  spin: [{ freq: 220, at: 0, dur: 0.18, type: 'sawtooth', gain: 0.04, slideTo: 440 }],
  stop: [{ freq: 140, at: 0, dur: 0.07, type: 'triangle', gain: 0.16, slideTo: 90 }],
  chip: [
    { freq: 1800, at: 0, dur: 0.03, type: 'triangle', gain: 0.08 },
    { freq: 2400, at: 0.03, dur: 0.03, type: 'triangle', gain: 0.05 },
  ],
  card: [{ freq: 900, at: 0, dur: 0.06, type: 'sine', gain: 0.03, slideTo: 300 }],
  ball: [{ freq: 1200, at: 0, dur: 0.05, type: 'triangle', gain: 0.06, slideTo: 700 }],
  lose: [{ freq: 300, at: 0, dur: 0.18, type: 'sine', gain: 0.06, slideTo: 200 }],
  win: [
    { freq: 523.25, at: 0, dur: 0.12, type: 'triangle', gain: 0.12 },
    { freq: 659.25, at: 0.09, dur: 0.12, type: 'triangle', gain: 0.12 },
    { freq: 783.99, at: 0.18, dur: 0.22, type: 'triangle', gain: 0.12 },
  ],
  feature: [
    { freq: 392, at: 0, dur: 0.14, type: 'square', gain: 0.05 },
    { freq: 523.25, at: 0.12, dur: 0.14, type: 'square', gain: 0.05 },
    { freq: 659.25, at: 0.24, dur: 0.14, type: 'square', gain: 0.05 },
    { freq: 1046.5, at: 0.36, dur: 0.3, type: 'square', gain: 0.05 },
  ],
  bigwin: [523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5, 1318.5].map((freq, i) => ({
    freq,
    at: i * 0.11,
    dur: i === 6 ? 0.5 : 0.14,
    type: 'triangle' as const,
    gain: 0.12,
  })),
};

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeStored(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage may be blocked in a third-party frame: the choice then lasts for this page only.
  }
}

export class Sound {
  private context: AudioContext | null = null;
  private on = readStored();
  private readonly listeners = new Set<(on: boolean) => void>();

  get enabled(): boolean {
    return this.on;
  }

  /** Turns sound on or off (a user gesture, so the audio context may start). */
  setEnabled(on: boolean): void {
    this.on = on;
    writeStored(on);
    if (on) this.ensureContext();
    for (const listener of this.listeners) listener(on);
  }

  onChange(listener: (on: boolean) => void): void {
    this.listeners.add(listener);
  }

  play(name: SoundName): void {
    if (!this.on) return;
    const ctx = this.ensureContext();
    if (!ctx) return;
    const start = ctx.currentTime + 0.01;
    for (const tone of SCORES[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.type ?? 'sine';
      osc.frequency.setValueAtTime(tone.freq, start + tone.at);
      if (tone.slideTo) osc.frequency.exponentialRampToValueAtTime(tone.slideTo, start + tone.at + tone.dur);
      const peak = tone.gain ?? 0.1;
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(peak, start + tone.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.dur);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + tone.at);
      osc.stop(start + tone.at + tone.dur + 0.02);
    }
  }

  private ensureContext(): AudioContext | null {
    if (this.context) {
      if (this.context.state === 'suspended') void this.context.resume();
      return this.context;
    }
    const Ctor = globalThis.AudioContext;
    if (!Ctor) return null;
    this.context = new Ctor();
    return this.context;
  }
}
