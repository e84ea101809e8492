import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The message under the field. A field given `error` (even undefined) says whether it is invalid. */
  error?: string;
}

/** A labelled input with its error under it. */
export function TextField(props: TextFieldProps) {
  const { label, error, ...input } = props;
  return (
    <label className="field">
      <span>{label}</span>
      <input className="input" aria-invalid={'error' in props ? Boolean(error) : undefined} {...input} />
      {error && <small className="error-text">{error}</small>}
    </label>
  );
}

/** A labelled select of fixed options, each shown by its `labels` entry (else by its value). */
export function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels?: Readonly<Record<T, string>>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select className="select" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels ? labels[o] : o}
          </option>
        ))}
      </select>
    </label>
  );
}
