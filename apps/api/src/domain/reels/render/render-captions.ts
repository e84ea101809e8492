import { drawText } from './draw-text';
import { type Frame, INK, type PlacedOverlay, roundRect, savePng, unit } from './overlay-kit';
import { centredColumn, textBox } from './safe-zones';
import type { TimedCue } from './split-captions';

/** A caption phrase over the video from `start` to `end` (seconds of the whole reel). */
export interface TimedOverlay extends PlacedOverlay {
  start: number;
  end: number;
}

/**
 * Where the captions' box ends: a clear gap above the facts block's words (the frame's foot without
 * one). 80 units: Classic's accent rule sits 22 above the words, and at 56 the dark box all but
 * touched it and Minimal's card (contact sheets).
 */
export const captionBottom = (frame: Frame, info: PlacedOverlay | null) =>
  (info?.content?.top ?? frame.height) - Math.round(80 * unit(frame));

/**
 * One PNG per cue: white bold words on a dark rounded box (readable over any photo), centred, its
 * bottom at `bottom` (just above the facts block, which ends at the text box's bottom edge; the
 * platforms' own captions and buttons cover the 35% below). The cue's lines are broken by the
 * splitter and never rewrapped: a line too wide for the column (wide capitals, a long word) is
 * drawn smaller instead. Drawn by Pango from plain text, so quotes, colons, backslashes and % need
 * no ffmpeg escaping; drawText escapes the markup characters.
 */
export async function renderCaptions(
  frame: Frame,
  cues: TimedCue[],
  bottom: number,
  pathOf: (i: number) => string,
): Promise<TimedOverlay[]> {
  const u = unit(frame);
  const column = centredColumn(frame);
  const box = textBox(frame);
  const padX = Math.round(24 * u);
  const padY = Math.round(12 * u);
  const room = column.width - 2 * padX;
  const floor = Math.min(bottom, box.top + box.height);
  return Promise.all(
    cues.map(async (cue, i) => {
      const draw = (sizePx: number) =>
        drawText(cue.lines.join('\n'), {
          sizePx,
          color: '#FFFFFF',
          bold: true,
          // Wide enough never to wrap: the measured width decides the size instead.
          maxWidth: frame.width * 4,
          align: 'centre',
        });
      let text = await draw(46 * u);
      if (text.width > room) text = await draw(Math.floor(((46 * u * room) / text.width) * 0.98));
      const width = Math.min(column.width, text.width + 2 * padX);
      const height = text.height + 2 * padY;
      const path = pathOf(i);
      await savePng(path, width, height, [
        { input: roundRect(width, height, INK, 14 * u, 0.78), left: 0, top: 0 },
        { input: text.input, left: Math.round((width - text.width) / 2), top: padY },
      ]);
      const left = Math.round(column.left + (column.width - width) / 2);
      return {
        path,
        left,
        top: Math.max(box.top, floor - height),
        width,
        height,
        start: cue.start,
        end: cue.end,
      };
    }),
  );
}
