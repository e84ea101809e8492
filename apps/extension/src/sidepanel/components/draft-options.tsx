import { DRAFT_TONES, type DraftTemplate, type DraftTone } from '@pp/contract';

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
        <label className="field">
          <span>Template</span>
          <select
            className="select"
            value={template}
            onChange={(e) => onChange({ template: e.target.value as DraftTemplate })}
          >
            {templates.map((t) => (
              <option key={t} value={t}>
                {TEMPLATE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span>Tone</span>
        <select
          className="select"
          value={tone}
          onChange={(e) => onChange({ tone: e.target.value as DraftTone })}
        >
          {DRAFT_TONES.map((t) => (
            <option key={t} value={t}>
              {TONE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
