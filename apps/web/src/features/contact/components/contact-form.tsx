import { MESSAGES, type TContactRequest } from '@pp/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField, TextareaField } from '../../../components/ui/form-field';
import { contactErrorMessage, useSendContactMessage } from '../api/send-contact-message';

const EMPTY: TContactRequest = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

/** Spec §2/§5 contact form: four required fields, a spinner while sending, cleared after every submit. */
export function ContactForm() {
  const [values, setValues] = useState<TContactRequest>(EMPTY);
  const send = useSendContactMessage();
  const set = (key: keyof TContactRequest) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

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
        <FormField
          label="Full Name"
          name="name"
          required
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
        />
        <FormField
          label="Email Address"
          name="email"
          type="text"
          inputMode="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
        <FormField
          label="Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
        />
        <FormField
          label="Company/Agency"
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={set('company')}
        />
      </div>
      <FormField label="Subject" name="subject" required value={values.subject} onChange={set('subject')} />
      <TextareaField
        label="Message"
        name="message"
        rows={5}
        required
        value={values.message}
        onChange={set('message')}
      />
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
