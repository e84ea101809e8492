import { useState } from 'react';

/**
 * A form's text values and error messages, with `field(key)`: the name, value, error and onChange that a
 * FormField, PasswordInput or TextareaField needs. `onEdit` sees every edit with the values after it
 * (to check them as the user types, or mark the field touched).
 */
export function useFormValues<K extends string>(
  initial: Record<K, string>,
  onEdit?: (next: Record<K, string>, key: K) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const field = (key: K) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [key]: e.target.value };
      setValues(next);
      onEdit?.(next, key);
    },
  });
  return { values, setValues, errors, setErrors, field };
}
