import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { FAQ_ITEMS, FaqAccordion } from '../../features/faq';
import { usePageMeta } from '../../features/marketing';

/** FAQ (PRODUCT.md §2): six questions and a Contact Support link. */
export default function Faq() {
  usePageMeta('/faq');
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white pt-28 pb-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <header className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">FAQ</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">
            Frequently asked questions
          </h1>
          <p className="mt-4 text-lg text-slate-600">Everything you need to know about Property Promoter.</p>
        </header>
        <div className="mt-10">
          <FaqAccordion items={FAQ_ITEMS} />
        </div>
        <div className="mt-10 rounded-2xl bg-slate-50 p-6 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Still have questions?</p>
          <p className="mt-1 text-slate-600">Our team replies within 24 hours on business days.</p>
          <Link to="/contact-us" className={buttonClasses('primary', 'md', 'mt-4')}>
            <MessageCircle className="size-4" aria-hidden="true" />
            Contact Support
          </Link>
        </div>
      </div>
    </div>
  );
}
