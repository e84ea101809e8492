import { FormField, type FormFieldProps } from '../../../components/ui/form-field';

/** The Email field of the sign-up, sign-in and reset-request forms. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type' | 'autoComplete' | 'placeholder'>) {
  return (
    <FormField label="Email" type="email" autoComplete="email" placeholder="you@agency.com" {...props} />
  );
}
