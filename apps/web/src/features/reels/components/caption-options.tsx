import {
  REEL_CAPTION_DRAFT_LABELS,
  REEL_CAPTION_DRAFTS,
  REEL_CAPTION_TEXT_MAX,
  type ReelCaptionDraft,
} from '@pp/contract';
import { TextareaField } from '../../../components/ui/form-field';
import { Segmented, SwitchRow } from './segmented';

export interface CaptionSettings {
  on: boolean;
  /** The draft the text started from; choosing another replaces the text with it. */
  from: ReelCaptionDraft;
  text: string;
}

const SOURCES = REEL_CAPTION_DRAFTS.map((d) => ({ value: d, label: REEL_CAPTION_DRAFT_LABELS[d] }));

/**
 * Burned-in captions (issue 24): on or off, and the post text they show, starting from one of the
 * listing's drafts (as the extension makes them) and editable. The server checks the text like a
 * post before the reel is queued; its refusals arrive as `error` and `findings`.
 */
export function CaptionOptions({
  value,
  onChange,
  onSource,
  loading,
  error,
  findings,
}: {
  value: CaptionSettings;
  onChange: (next: CaptionSettings) => void;
  /** The agent picked a draft: the form puts that draft's text in. */
  onSource: (from: ReelCaptionDraft) => void;
  loading: boolean;
  error?: string;
  findings: string[];
}) {
  return (
    <div className="space-y-4">
      <SwitchRow
        title="Captions"
        hint="Your post's words on the video, a line or two at a time"
        checked={value.on}
        onChange={(on) => onChange({ ...value, on })}
      />
      {value.on ? (
        <>
          <Segmented
            legend="Start from"
            name="caption-from"
            options={SOURCES}
            value={value.from}
            onChange={onSource}
          />
          <TextareaField
            label="Caption text"
            rows={5}
            maxLength={REEL_CAPTION_TEXT_MAX}
            value={value.text}
            placeholder={loading ? 'Loading your drafts…' : undefined}
            onChange={(e) => onChange({ ...value, text: e.target.value })}
            error={error}
            hint="Links, hashtags and emoji are left off the video; a long post is cut at a sentence."
          />
          {findings.length ? (
            <ul className="list-disc space-y-1 pl-5 text-sm text-danger-600" aria-label="Caption findings">
              {findings.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
