import { DRAFT_TONES, type DraftTemplate, type DraftTone } from '@pp/contract';
import { SelectField } from '../../ui/field';

const TEMPLATE_LABELS: Record<DraftTemplate, string> = {
  just_listed: 'Just listed',
  open_house: 'Open house',
  price_reduced: 'Price reduced',
  under_contract: 'Under contract',
  just_sold: 'Just sold',
};
const TONE_LABELS: Record<DraftTone, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  luxury: 'Luxury',
};

/**
 * Template and tone: changing either writes every draft again. Only the templates the listing's
 * status allows are offered (a sold home has just the just-sold one).
 */
export function DraftOptions({
  template,
  templates,
  tone,
  onChange,
}: {
  template: DraftTemplate;
  templates: readonly DraftTemplate[];
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
          labels={TEMPLATE_LABELS}
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
