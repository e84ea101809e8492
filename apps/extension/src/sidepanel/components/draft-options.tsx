import { DRAFT_TONES, type DraftTemplate, type DraftTone } from '@pp/contract';
import { SelectField } from '../../ui/field';

const TONE_LABELS: Record<DraftTone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  luxury: 'Luxury',
};

/**
 * Template and tone: changing either writes every draft again. Only the templates the listing's
 * status allows are offered (a sold home has just the just-sold one), named as the text names them
 * (statusPolicy's labels: a rental's menu says "Now for rent", never "Just listed").
 */
export function DraftOptions({
  template,
  templates,
  labels,
  tone,
  onChange,
}: {
  template: DraftTemplate;
  templates: readonly DraftTemplate[];
  labels: Record<DraftTemplate, string>;
  tone: DraftTone;
  onChange: (change: { template?: DraftTemplate; tone?: DraftTone }) => void;
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
    </div>
  );
}
