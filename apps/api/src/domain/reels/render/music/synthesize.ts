import type { ReelTrack } from '@pp/contract';

/**
 * The reels' music beds, synthesised here rather than shipped (see README.md beside this file): a
 * four-chord progression as a soft detuned stereo pad, a bass line and a plucked arpeggio, with the
 * tempo, chords and balance of each track in TRACKS. Output: 16-bit stereo PCM at 44.1 kHz,
 * level-normalised (RMS about -18 dBFS, peaks under -1 dBFS), faded in.
 */
export const MUSIC_SAMPLE_RATE = 44_100;

interface TrackSpec {
  bpm: number;
  /** MIDI notes: a bass note and four chord tones per bar. */
  chords: { bass: number; tones: [number, number, number, number] }[];
  /** Which chord tone each eighth note of the arpeggio plays. */
  arp: number[];
  pad: number;
  bass: number;
  pluck: number;
  /** How fast a plucked note dies away (per second): higher is shorter and brighter. */
  pluckDecay: number;
  /** The bass pulses on every beat (1) or every eighth (2). */
  bassPulse: 1 | 2;
}

export const TRACKS: Record<ReelTrack, TrackSpec> = {
  // Dmaj7 Bm7 Gmaj7 A at 96: calm, the original bed.
  golden_hour: {
    bpm: 96,
    chords: [
      { bass: 38, tones: [62, 66, 69, 73] },
      { bass: 35, tones: [59, 62, 66, 69] },
      { bass: 31, tones: [55, 59, 62, 66] },
      { bass: 33, tones: [57, 61, 64, 69] },
    ],
    arp: [0, 1, 2, 3, 2, 1, 2, 3],
    pad: 0.5,
    bass: 0.35,
    pluck: 0.3,
    pluckDecay: 4.5,
    bassPulse: 1,
  },
  // C G Am F at 118 with a driving eighth-note bass: upbeat.
  open_door: {
    bpm: 118,
    chords: [
      { bass: 36, tones: [60, 64, 67, 72] },
      { bass: 31, tones: [59, 62, 67, 71] },
      { bass: 33, tones: [60, 64, 69, 72] },
      { bass: 29, tones: [60, 65, 69, 72] },
    ],
    arp: [0, 2, 1, 3, 0, 2, 3, 2],
    pad: 0.32,
    bass: 0.42,
    pluck: 0.42,
    pluckDecay: 7,
    bassPulse: 2,
  },
  // Am9 Fmaj7 Cmaj7 G6 at 100, low and plucky: modern.
  city_lights: {
    bpm: 100,
    chords: [
      { bass: 33, tones: [57, 60, 64, 71] },
      { bass: 29, tones: [57, 60, 64, 65] },
      { bass: 36, tones: [55, 59, 60, 64] },
      { bass: 31, tones: [55, 59, 62, 64] },
    ],
    arp: [0, 3, 1, 3, 2, 3, 1, 3],
    pad: 0.36,
    bass: 0.45,
    pluck: 0.36,
    pluckDecay: 9,
    bassPulse: 2,
  },
  // Emaj7 C#m7 Amaj7 B at 84, mostly pad: airy.
  first_light: {
    bpm: 84,
    chords: [
      { bass: 40, tones: [64, 68, 71, 75] },
      { bass: 37, tones: [61, 64, 68, 71] },
      { bass: 33, tones: [57, 61, 64, 68] },
      { bass: 35, tones: [59, 63, 66, 71] },
    ],
    arp: [0, 1, 2, 3, 3, 2, 1, 2],
    pad: 0.6,
    bass: 0.25,
    pluck: 0.22,
    pluckDecay: 3,
    bassPulse: 1,
  },
};

const TARGET_RMS = 10 ** (-18 / 20);
const PEAK_LIMIT = 10 ** (-1 / 20);
const TWO_PI = 2 * Math.PI;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

// A sine table instead of Math.sin: a minute of audio is millions of oscillator samples. 16k
// entries keep the table's error near -70 dB.
const TABLE_BITS = 14;
const TABLE = Float32Array.from({ length: 1 << TABLE_BITS }, (_, i) =>
  Math.sin((TWO_PI * i) / (1 << TABLE_BITS)),
);
const MASK = (1 << TABLE_BITS) - 1;
/** sin(2π·cycles) from the table. */
const sine = (cycles: number) => TABLE[((cycles * (1 << TABLE_BITS)) >>> 0) & MASK]!;

/** One track's voices as functions of time. */
function voices(spec: TrackSpec) {
  const beat = 60 / spec.bpm;
  const bar = 4 * beat;
  const eighth = beat / 2;
  const padHz = spec.chords.map((c) => c.tones.map(hz));
  const bassHz = spec.chords.map((c) => hz(c.bass));
  const n = spec.chords.length;
  const pad = (chord: number, t: number, detune: number) => {
    let s = 0;
    for (const f of padHz[chord % n]!) {
      const cycles = f * detune * t;
      s += sine(cycles) + 0.18 * sine(2 * cycles);
    }
    return s / 4;
  };
  const pluck = (index: number, t: number) => {
    if (index < 0) return 0;
    const chord = Math.floor((index * eighth) / bar);
    const f = 2 * padHz[chord % n]![spec.arp[index % spec.arp.length]!]!;
    const age = t - index * eighth;
    const decay = Math.exp(-age * spec.pluckDecay);
    const env = decay * (1 - Math.exp(-age * 300));
    return env * (sine(f * t) + 0.3 * decay * decay * sine(3 * f * t));
  };
  return { beat, bar, eighth, pad, pluck, bassHz, n };
}

/** `durationSec` of the track, faded in over `fadeInSec` (the mux fades it out at the reel's end). */
export function synthesizeTrack(track: ReelTrack, durationSec: number, fadeInSec = 1): Buffer {
  const spec = TRACKS[track];
  const { beat, bar: BAR, eighth, pad, pluck, bassHz, n: chords } = voices(spec);
  const n = Math.round(durationSec * MUSIC_SAMPLE_RATE);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const pulse = beat / spec.bassPulse;
  for (let i = 0; i < n; i++) {
    const t = i / MUSIC_SAMPLE_RATE;
    const bar = Math.floor(t / BAR);
    // Chords glide into each other over half a beat instead of switching on the bar line.
    const blend = smooth((t - bar * BAR) / (beat / 2));
    const prev = Math.max(0, bar - 1);
    const gliding = blend < 1 && bar > 0;
    const padL = blend * pad(bar, t, 0.998) + (gliding ? (1 - blend) * pad(prev, t, 0.998) : 0);
    const padR = blend * pad(bar, t, 1.002) + (gliding ? (1 - blend) * pad(prev, t, 1.002) : 0);
    const bassNow = sine(bassHz[bar % chords]! * t);
    const bassPrev = sine(bassHz[prev % chords]! * t);
    const bass = ((1 - blend) * bassPrev + blend * bassNow) * (0.6 + 0.4 * Math.exp(-(t % pulse) * 3));
    const note = Math.floor(t / eighth);
    const pl = pluck(note, t);
    const tail = pluck(note - 1, t);
    const pan = note % 2 === 0 ? 0.35 : 0.65;
    const panTail = note % 2 === 0 ? 0.65 : 0.35;
    left[i] = spec.pad * padL + spec.bass * bass + spec.pluck * (pl * (1 - pan) + tail * (1 - panTail));
    right[i] = spec.pad * padR + spec.bass * bass + spec.pluck * (pl * pan + tail * panTail);
  }

  let sumSquares = 0;
  let peak = 0;
  for (let i = 0; i < n; i++) {
    sumSquares += left[i]! ** 2 + right[i]! ** 2;
    peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
  }
  const rms = Math.sqrt(sumSquares / Math.max(1, 2 * n));
  const gain = rms > 0 ? Math.min(TARGET_RMS / rms, PEAK_LIMIT / peak) : 0;

  const out = Buffer.alloc(n * 4);
  const fadeIn = fadeInSec * MUSIC_SAMPLE_RATE;
  for (let i = 0; i < n; i++) {
    const fade = Math.min(1, i / fadeIn);
    const g = gain * fade * fade;
    out.writeInt16LE(Math.round(left[i]! * g * 32767), i * 4);
    out.writeInt16LE(Math.round(right[i]! * g * 32767), i * 4 + 2);
  }
  return out;
}
