import { useCallback, useRef, useState } from 'react';

/** A PRODUCT.md §5 rule: the message for a bad value, else undefined. `values` lets one field depend on another. */
export type FieldRule<K extends string> = (value: string, values: Record<K, string>) => string | undefined;

function check<K extends string>(
  rules: Record<K, FieldRule<K>>,
  values: Record<K, string>,
  keys: Iterable<K>,
) {
  const errors: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const message = rules[key](values[key] ?? '', values);
    if (message) errors[key] = message;
  }
  return errors;
}

/**
 * Form values checked with a rule table (PRODUCT.md §5 rules from @pp/contract). Messages appear for the
 * fields the user has changed and are re-checked on every change (validated on change), so a
 * confirmation field follows its password; `validateAll` checks every field on submit.
 * `setErrors` lets a server's per-field answer land under the fields too.
 */
export function useValidatedForm<K extends string>(
  rules: Record<K, FieldRule<K>>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const touched = useRef(new Set<K>());

  const setValue = useCallback(
    (name: K, value: string) => {
      touched.current.add(name);
      setValues((prev) => {
        const next = { ...prev, [name]: value };
        setErrors(check(rules, next, touched.current));
        return next;
      });
    },
    [rules],
  );

  const validateAll = useCallback(() => {
    const keys = Object.keys(rules) as K[];
    for (const k of keys) touched.current.add(k);
    const found = check(rules, values, keys);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [rules, values]);

  /** Every field has content (PRODUCT.md §2: the submit buttons stay disabled until then). */
  const allFilled = (Object.keys(rules) as K[]).every((k) => (values[k] ?? '').trim() !== '');

  /** Props for a FormField bound to `name`. */
  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
  });

  return { values, errors, setErrors, setValue, validateAll, allFilled, field };
}
