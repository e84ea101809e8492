import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ProbedVideo {
  durationSec: number;
  video: { codec: string; pixFmt: string; width: number; height: number; durationSec: number };
  audio: { codec: string; durationSec: number } | null;
}

/** What ffprobe says about a rendered file: container duration and the first video/audio streams. */
export async function probeVideo(path: string): Promise<ProbedVideo> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_format',
    '-show_streams',
    '-of',
    'json',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    format: { duration: string };
    streams: {
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      duration?: string;
    }[];
  };
  const video = info.streams.find((s) => s.codec_type === 'video');
  const audio = info.streams.find((s) => s.codec_type === 'audio');
  if (!video) throw new Error(`no video stream in ${path}`);
  return {
    durationSec: Number(info.format.duration),
    video: {
      codec: video.codec_name,
      pixFmt: video.pix_fmt ?? '',
      width: video.width ?? 0,
      height: video.height ?? 0,
      durationSec: Number(video.duration),
    },
    audio: audio ? { codec: audio.codec_name, durationSec: Number(audio.duration) } : null,
  };
}

/** The frame shown at `timeSec`, as RGB pixels. */
export async function readFrame(
  path: string,
  timeSec: number,
): Promise<{ width: number; height: number; rgb: Buffer }> {
  const { width, height } = (await probeVideo(path)).video;
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      String(timeSec),
      '-i',
      path,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return { width, height, rgb: stdout };
}

/** Mean RGB of a rectangle of a frame. */
export function meanColour(
  frame: { width: number; rgb: Buffer },
  box: { x: number; y: number; w: number; h: number },
): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * frame.width + x) * 3;
      for (let c = 0; c < 3; c++) sum[c]! += frame.rgb[i + c]!;
    }
  }
  const n = box.w * box.h;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

/** Mean absolute difference per channel between two frames inside a rectangle. */
export function meanDifference(
  a: { width: number; rgb: Buffer },
  b: { width: number; rgb: Buffer },
  box: { x: number; y: number; w: number; h: number },
): number {
  let sum = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.rgb[i + c]! - b.rgb[i + c]!);
    }
  }
  return sum / (box.w * box.h * 3);
}

/** The MP4's top-level box types in file order (ftyp, moov, mdat ...). */
export async function topLevelBoxes(path: string): Promise<string[]> {
  const bytes = await readFile(path);
  const types: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    else if (size === 0) size = bytes.length - offset;
    if (size < 8) break;
    types.push(type);
    offset += size;
  }
  return types;
}

/** Mean volume in dBFS, as ffmpeg's volumedetect measures it (about -91 for digital silence). */
export async function meanVolumeDb(path: string): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-i',
    path,
    '-map',
    '0:a',
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const match = /mean_volume:\s*(-?[\d.]+|-inf) dB/.exec(stderr);
  if (!match) throw new Error('volumedetect printed no mean volume');
  return match[1] === '-inf' ? -Infinity : Number(match[1]);
}
