import { MESSAGES, type TContactRequest } from '@pp/contract';
import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField, TextareaField } from '../../../components/ui/form-field';
import { useFormValues } from '../../../hooks/use-form-values';
import { contactErrorMessage, useSendContactMessage } from '../api/send-contact-message';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
} satisfies TContactRequest;

/** Spec §2/§5 contact form: four required fields, a spinner while sending, cleared after every submit. */
export function ContactForm() {
  const { values, setValues, field } = useFormValues(EMPTY);
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(values, {
      onSuccess: () => toast.success(MESSAGES.contactSent),
      onError: (error) => toast.error(contactErrorMessage(error)),
      onSettled: () => setValues(EMPTY),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" required autoComplete="name" {...field('name')} />
        <FormField
          label="Email Address"
          type="text"
          inputMode="email"
          required
          autoComplete="email"
          {...field('email')}
        />
        <FormField label="Phone Number" type="tel" autoComplete="tel" {...field('phone')} />
        <FormField label="Company/Agency" autoComplete="organization" {...field('company')} />
      </div>
      <FormField label="Subject" required {...field('subject')} />
      <TextareaField label="Message" rows={5} required {...field('message')} />
      <Button
        type="submit"
        size="lg"
        loading={send.isPending}
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        Send Message
      </Button>
    </form>
  );
}
