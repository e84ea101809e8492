import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { FormField, type FormFieldProps } from './form-field';

/** A password field with a show/hide toggle; the toggle says what it will do for screen readers. */
export function PasswordInput(props: Omit<FormFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <Icon className="size-5" aria-hidden />
        </button>
      }
    />
  );
}
