import {
  REEL_DURATIONS,
  REEL_HEADLINES,
  REEL_STYLE_LABELS,
  REEL_STYLES,
  REEL_TEMPLATES,
  type ReelDuration,
  type ReelSize,
  type ReelStyle,
  type ReelTemplate,
  type ReelTrack,
} from '@pp/contract';
import { Segmented, SwitchRow } from './segmented';
import { TrackChoice } from './track-choice';

export interface ReelSettings {
  duration: ReelDuration;
  template: ReelTemplate;
  style: ReelStyle;
  music: boolean;
  /** The music bed while music is on. */
  track: ReelTrack;
  /** Feed sizes besides the 9:16 master, which is always made. */
  sizes: ReelSize[];
}

const DURATIONS = REEL_DURATIONS.map((d) => ({ value: d, label: `${d} s` }));
const TEMPLATES = REEL_TEMPLATES.map((t) => ({ value: t, label: REEL_HEADLINES[t] }));
const STYLES = REEL_STYLES.map((s) => ({ value: s, label: REEL_STYLE_LABELS[s] }));

/** Length, headline template, look, music and its track of the reel. */
export function ReelOptions({
  value,
  onChange,
}: {
  value: ReelSettings;
  onChange: (next: ReelSettings) => void;
}) {
  return (
    <div className="space-y-5">
      <Segmented
        legend="Length"
        name="duration"
        options={DURATIONS}
        value={value.duration}
        onChange={(duration) => onChange({ ...value, duration })}
      />
      <Segmented
        legend="Headline"
        name="template"
        options={TEMPLATES}
        value={value.template}
        onChange={(template) => onChange({ ...value, template })}
      />
      <Segmented
        legend="Look"
        name="style"
        options={STYLES}
        value={value.style}
        onChange={(style) => onChange({ ...value, style })}
      />
      <SwitchRow
        title="Music"
        hint="An original background track, faded in and out"
        checked={value.music}
        onChange={(music) => onChange({ ...value, music })}
      />
      {value.music ? (
        <TrackChoice value={value.track} onChange={(track) => onChange({ ...value, track })} />
      ) : null}
    </div>
  );
}
