import {
  DRAFT_TONES,
  type DraftTemplate,
  type DraftTone,
  POST_LANGUAGE_LABELS,
  POST_LANGUAGES,
  type PostLanguage,
} from '@pp/contract';
import { SelectField } from '../../ui/field';

const TONE_LABELS: Record<DraftTone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  luxury: 'Luxury',
};

/**
 * Template and tone: changing either writes every draft again. Only the templates the listing's
 * status allows are offered (a sold home has just the just-sold one), named as the text names them
 * (statusPolicy's labels: a rental's menu says "Now for rent", never "Just listed"). The language is
 * this post's (issue 26), starting at the profile's default.
 */
export function DraftOptions({
  template,
  templates,
  labels,
  tone,
  language,
  onChange,
  onLanguage,
}: {
  template: DraftTemplate;
  templates: readonly DraftTemplate[];
  labels: Record<DraftTemplate, string>;
  tone: DraftTone;
  onChange: (change: { template?: DraftTemplate; tone?: DraftTone }) => void;
  language: PostLanguage;
  onLanguage: (language: PostLanguage) => void;
}) {
  return (
    <div className="grid-2 options-row">
      {templates.length > 0 && (
        <SelectField
          label="Template"
          value={template}
          options={templates}
          labels={labels}
          onChange={(next) => onChange({ template: next })}
        />
      )}
      <SelectField
        label="Tone"
        value={tone}
        options={DRAFT_TONES}
        labels={TONE_LABELS}
        onChange={(next) => onChange({ tone: next })}
      />
      <SelectField
        label="Language"
        value={language}
        options={POST_LANGUAGES}
        labels={POST_LANGUAGE_LABELS}
        onChange={onLanguage}
      />
    </div>
  );
}
