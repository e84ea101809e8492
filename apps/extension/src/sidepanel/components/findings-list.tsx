import type { ComplianceCategory } from '@pp/contract';
import { AlertIcon } from '../../ui/icons';
import type { PlacedFinding } from '../editor-state';

// Every class the checks can name has a label: a new one in the contract is a compile error here.
const CATEGORY: Record<ComplianceCategory, string> = {
  race: 'Race',
  color: 'Color',
  religion: 'Religion',
  sex: 'Sex',
  handicap: 'Disability',
  familial_status: 'Familial status',
  national_origin: 'National origin',
  source_of_income: 'Source of income',
  marital_status: 'Marital status',
  age: 'Age',
  military_status: 'Military status',
  sexual_orientation: 'Sexual orientation',
  gender_identity: 'Gender identity',
  advertising: 'Advertising rules',
};

/** Compliance findings next to the text they are about, each with its reason and suggested wording. */
export function FindingsList({
  findings,
  onRemove,
  onShow,
}: {
  findings: PlacedFinding[];
  onRemove: (f: PlacedFinding) => void;
  onShow: (f: PlacedFinding) => void;
}) {
  if (findings.length === 0) return null;
  return (
    <ul className="findings" aria-label="Compliance">
      {findings.map((f) => (
        <li
          key={`${f.target}-${f.finding.index}-${f.finding.phrase}-${f.finding.reason}`}
          className={`finding ${f.finding.severity}`}
        >
          <div className="finding-head">
            <AlertIcon />
            <strong>{f.finding.severity === 'block' ? 'Must change' : 'Check'}</strong>
            <span className="finding-cat">{CATEGORY[f.finding.category]}</span>
          </div>
          {f.finding.phrase && <q className="finding-phrase">{f.finding.phrase}</q>}
          <p>{f.finding.reason}</p>
          <p className="finding-suggestion">
            <b>Suggestion:</b> {f.finding.suggestion}
          </p>
          {f.finding.index >= 0 && f.finding.phrase && (
            <div className="finding-actions">
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => onShow(f)}>
                Show in text
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onRemove(f)}>
                Remove phrase
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
