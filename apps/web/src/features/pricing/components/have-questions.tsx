import { HelpCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Spec §2: the Have Questions block with View FAQs and Contact Support. */
export function HaveQuestions() {
  return (
    <section
      aria-labelledby="questions-title"
      className="mx-auto max-w-3xl rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
    >
      <HelpCircle className="mx-auto size-8 text-brand-700" aria-hidden="true" />
      <h2 id="questions-title" className="mt-3 text-2xl font-bold text-slate-900">
        Have Questions?
      </h2>
      <p className="mt-2 text-slate-600">
        Find quick answers in our FAQ or talk to our team. We reply within 24 hours on business days.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/faq" className={buttonClasses('secondary', 'md')}>
          View FAQs
        </Link>
        <Link to="/contact-us" className={buttonClasses('primary', 'md')}>
          Contact Support
        </Link>
      </div>
    </section>
  );
}
