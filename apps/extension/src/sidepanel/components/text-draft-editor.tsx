import type { Count } from '@pp/posts';
import { forwardRef } from 'react';
import { CharCounter } from './char-counter';

/** A post's text box with its live counter against the platform's limit. */
export const TextDraftEditor = forwardRef<
  HTMLTextAreaElement,
  {
    label: string;
    value: string;
    count: Count;
    rows?: number;
    onChange: (text: string) => void;
    counterLabel: string;
  }
>(function TextDraftEditor({ label, value, count, rows = 8, onChange, counterLabel }, ref) {
  return (
    <label className="field">
      <span className="field-row">
        {label}
        <CharCounter count={count} label={counterLabel} />
      </span>
      <textarea
        ref={ref}
        className="textarea"
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={count.remaining < 0}
      />
    </label>
  );
});
