import { Clock, Mail, MessageSquareReply, ShieldCheck } from 'lucide-react';

export const SUPPORT_EMAIL = 'support@propertypromoter.app';

const ITEMS = [
  {
    icon: Mail,
    title: 'Email us',
    body: (
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {SUPPORT_EMAIL}
      </a>
    ),
  },
  {
    icon: Clock,
    title: 'Business hours',
    body: (
      <>
        Monday to Friday, 9:00 AM to 5:00 PM
        <br />
        Closed on weekends and public holidays
      </>
    ),
  },
  {
    icon: ShieldCheck,
    title: 'Quality support',
    body: 'Real people who know real-estate marketing, committed to solving your question the first time.',
  },
  {
    icon: MessageSquareReply,
    title: 'Fast replies',
    body: 'We reply within 24 hours on business days.',
  },
];

/** Spec §2 contact side panel: email, business hours, support promise, reply time. */
export function ContactSidePanel() {
  return (
    <aside aria-label="Other ways to reach us" className="space-y-6 rounded-2xl bg-brand-900 p-8 text-white">
      <h2 className="text-xl font-bold">Get in touch</h2>
      <ul className="space-y-6">
        {ITEMS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <Icon className="size-5 text-accent-400" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-blue-100 [&_a]:text-white">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
