import { isoToLocalInput } from '@pp/contract';

/**
 * The date and time a post is scheduled for, in the agent's zone: a datetime-local input that
 * offers no time already past (the server refuses one too).
 */
export function ScheduleTimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="datetime-local"
        className="input"
        value={value}
        min={isoToLocalInput(new Date().toISOString())}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
