import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export interface FinalCtaProps {
  isLoggedIn: boolean;
  username: string | null;
}

/** Spec §2 landing section 8: the heading and button follow the sign-in state and the stored username. */
export function finalCtaCopy({ isLoggedIn, username }: FinalCtaProps) {
  return {
    heading:
      isLoggedIn && username
        ? `Welcome back, ${username}! Ready to list smarter?`
        : 'Transform Your Listing Workflow Today',
    button: isLoggedIn ? 'Go to Your Dashboard' : 'Start Your Free Trial Today!',
    to: isLoggedIn ? '/dashboard' : '/sign-up',
  };
}

export function FinalCtaSection(props: FinalCtaProps) {
  const copy = finalCtaCopy(props);
  return (
    <section aria-labelledby="cta-title" className="py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white shadow-[var(--shadow-raised)] sm:px-12">
          <div className="absolute -top-24 -right-24 size-64 rounded-full bg-white/10" aria-hidden="true" />
          <div
            className="absolute -bottom-24 -left-16 size-56 rounded-full bg-accent-500/20"
            aria-hidden="true"
          />
          <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-blue-100">
            Join agents who save about 15 hours a week. 7-day free trial, no credit card needed, 24/7 support.
          </p>
          <Link to={copy.to} className={buttonClasses('accent', 'lg', 'relative mt-8')}>
            {copy.button}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
