import { LISTING_STATUSES } from '@pp/contract';
import type { FieldCheck, FieldName } from '@pp/listing';
import { useState } from 'react';
import {
  type FieldAnswer,
  type FieldAnswers,
  fieldLabel,
  readCorrection,
  STATUS_LABELS,
  shownValue,
} from '../confirm-state';

/** Why the reader doubts a field, in the agent's words. */
const doubt = (c: FieldCheck): string => {
  if (c.value === null) return c.disagreeing.length > 0 ? 'Not read with certainty' : 'Not found on the page';
  if (c.disagreeing.length > 0) return 'The page shows different values';
  return 'Read from the page text only';
};

function FieldRow({
  check,
  answer,
  onAnswer,
}: {
  check: FieldCheck;
  answer: FieldAnswer | undefined;
  onAnswer: (answer: FieldAnswer | null) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = fieldLabel(check.field);
  const id = `confirm-${check.field.replace('.', '-')}`;
  const save = () => {
    const read = readCorrection(check.field, text);
    if ('problem' in read) return setProblem(read.problem);
    setProblem(null);
    setEditing(false);
    onAnswer({ kind: 'corrected', value: read.value });
  };
  const value = answer?.kind === 'corrected' ? answer.value : check.value;
  return (
    <li className="confirm-field" data-testid={id} data-critical={check.critical}>
      <div>
        <b>{label}</b>: {shownValue(check.field, value)}{' '}
        {answer ? (
          <span className="badge">{answer.kind === 'confirmed' ? 'Confirmed' : 'Corrected'}</span>
        ) : (
          <span className="hint">{doubt(check)}</span>
        )}
      </div>
      {editing ? (
        <div className="confirm-edit">
          {check.field === 'status' ? (
            <select aria-label={label} value={text} onChange={(e) => setText(e.target.value)}>
              <option value="">Choose…</option>
              {LISTING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          ) : (
            <input aria-label={label} value={text} onChange={(e) => setText(e.target.value)} />
          )}
          <button type="button" className="btn" onClick={save}>
            Save
          </button>
          {problem && (
            <p className="error" role="alert">
              {problem}
            </p>
          )}
        </div>
      ) : answer ? (
        <button type="button" className="btn btn-link" onClick={() => onAnswer(null)}>
          Undo
        </button>
      ) : (
        <div className="confirm-actions">
          {check.value !== null && (
            <button type="button" className="btn" onClick={() => onAnswer({ kind: 'confirmed' })}>
              Confirm
            </button>
          )}
          <button type="button" className="btn" onClick={() => setEditing(true)}>
            Correct
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The fields the reader doubts (layers disagree, only the page text had it, or a price, status or
 * street it could not read), for the agent to confirm or correct before anything is published.
 */
export function ConfirmFields({
  checks,
  answers,
  onAnswer,
}: {
  checks: FieldCheck[];
  answers: FieldAnswers;
  onAnswer: (field: FieldName, answer: FieldAnswer | null) => void;
}) {
  if (checks.length === 0) return null;
  return (
    <section className="card confirm-fields" aria-label="Check these details">
      <h2>Check these details</h2>
      <p className="hint">
        The page did not show these clearly. Price, status and address must be checked to publish.
      </p>
      <ul>
        {checks.map((c) => (
          <FieldRow
            key={c.field}
            check={c}
            answer={answers[c.field]}
            onAnswer={(a) => onAnswer(c.field, a)}
          />
        ))}
      </ul>
    </section>
  );
}
