/**
 * The reel's music bed, synthesised here rather than shipped: a calm four-chord progression
 * (Dmaj7, Bm7, Gmaj7, A) as a soft stereo pad with a bass line and a plucked arpeggio. Generated
 * from code, so there is no third-party track and no licence to track. Output: 16-bit stereo PCM
 * at 44.1 kHz, level-normalised (RMS about -18 dBFS, peaks under -1 dBFS), faded in and out.
 */
export const MUSIC_SAMPLE_RATE = 44_100;

const BPM = 96;
const BEAT = 60 / BPM;
const BAR = 4 * BEAT;
const EIGHTH = BEAT / 2;
const CHORDS = [
  { bass: 38, tones: [62, 66, 69, 73] },
  { bass: 35, tones: [59, 62, 66, 69] },
  { bass: 31, tones: [55, 59, 62, 66] },
  { bass: 33, tones: [57, 61, 64, 69] },
];
const ARP = [0, 1, 2, 3, 2, 1, 2, 3];
const TARGET_RMS = 10 ** (-18 / 20);
const PEAK_LIMIT = 10 ** (-1 / 20);
const TWO_PI = 2 * Math.PI;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

// A sine table instead of Math.sin: a minute of audio is millions of oscillator samples, and this
// runs on the render's CPU budget. 16k entries keep the table's error near -70 dB.
const TABLE_BITS = 14;
const TABLE = Float32Array.from({ length: 1 << TABLE_BITS }, (_, i) =>
  Math.sin((TWO_PI * i) / (1 << TABLE_BITS)),
);
const MASK = (1 << TABLE_BITS) - 1;
/** sin(2π·cycles) from the table. */
const sine = (cycles: number) => TABLE[((cycles * (1 << TABLE_BITS)) >>> 0) & MASK]!;

const PAD_HZ = CHORDS.map((c) => c.tones.map(hz));
const BASS_HZ = CHORDS.map((c) => hz(c.bass));

function pad(chord: number, t: number, detune: number) {
  let s = 0;
  for (const f of PAD_HZ[chord % CHORDS.length]!) {
    const cycles = f * detune * t;
    s += sine(cycles) + 0.18 * sine(2 * cycles);
  }
  return s / 4;
}

function pluck(index: number, t: number) {
  if (index < 0) return 0;
  const chord = Math.floor((index * EIGHTH) / BAR);
  const f = 2 * PAD_HZ[chord % CHORDS.length]![ARP[index % ARP.length]!]!;
  const age = t - index * EIGHTH;
  const decay = Math.exp(-age * 4.5);
  const env = decay * (1 - Math.exp(-age * 300));
  return env * (sine(f * t) + 0.3 * decay * decay * sine(3 * f * t));
}

export function synthesizeMusic(durationSec: number, fadeInSec = 1, fadeOutSec = 2): Buffer {
  const n = Math.round(durationSec * MUSIC_SAMPLE_RATE);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / MUSIC_SAMPLE_RATE;
    const bar = Math.floor(t / BAR);
    // Chords glide into each other over half a beat instead of switching on the bar line.
    const blend = smooth((t - bar * BAR) / (BEAT / 2));
    const prev = Math.max(0, bar - 1);
    const gliding = blend < 1 && bar > 0;
    const padL = blend * pad(bar, t, 0.998) + (gliding ? (1 - blend) * pad(prev, t, 0.998) : 0);
    const padR = blend * pad(bar, t, 1.002) + (gliding ? (1 - blend) * pad(prev, t, 1.002) : 0);
    const bassNow = sine(BASS_HZ[bar % CHORDS.length]! * t);
    const bassPrev = sine(BASS_HZ[prev % CHORDS.length]! * t);
    const beatAge = t % BEAT;
    const bass = ((1 - blend) * bassPrev + blend * bassNow) * (0.6 + 0.4 * Math.exp(-beatAge * 3));
    const note = Math.floor(t / EIGHTH);
    const pl = pluck(note, t);
    const tail = pluck(note - 1, t);
    const pan = note % 2 === 0 ? 0.35 : 0.65;
    const panTail = note % 2 === 0 ? 0.65 : 0.35;
    left[i] = 0.5 * padL + 0.35 * bass + 0.3 * (pl * (1 - pan) + tail * (1 - panTail));
    right[i] = 0.5 * padR + 0.35 * bass + 0.3 * (pl * pan + tail * panTail);
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
  const fadeOut = fadeOutSec * MUSIC_SAMPLE_RATE;
  for (let i = 0; i < n; i++) {
    const fade = Math.min(1, i / fadeIn, (n - 1 - i) / fadeOut);
    const g = gain * fade * fade;
    out.writeInt16LE(Math.round(left[i]! * g * 32767), i * 4);
    out.writeInt16LE(Math.round(right[i]! * g * 32767), i * 4 + 2);
  }
  return out;
}
