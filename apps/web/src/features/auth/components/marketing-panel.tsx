import { TRIAL_CREDIT_BREAKDOWN, TRIAL_CREDIT_TOTAL, TRIAL_DAYS } from '@pp/contract';
import { CheckCircle2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { initialsOf } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { AUTH_TESTIMONIALS, type Testimonial } from '../data/testimonials';
import { AuthPage } from './auth-card';

const PANELS = {
  'sign-in': {
    eyebrow: 'Trusted by agents nationwide',
    title: 'List once. Promote everywhere.',
    benefits: [
      'Turn Zillow, Realtor.com, Trulia and Redfin listings into posts',
      'Publish to Facebook Marketplace, LinkedIn and X in one click',
      'Fair Housing check on every draft before it goes live',
    ],
    quotes: [0, 1],
  },
  'sign-up': {
    eyebrow: '7-day free trial',
    title: 'Your next listing, everywhere buyers look.',
    benefits: [
      `${TRIAL_DAYS} days free, no credit card required`,
      `${TRIAL_CREDIT_TOTAL} credits: ${TRIAL_CREDIT_BREAKDOWN}`,
      'Works right on Zillow, Realtor.com, Trulia and Redfin',
    ],
    quotes: [2],
  },
} as const;

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={n <= rating ? 'size-4 fill-accent-400 text-accent-400' : 'size-4 text-white/30'}
          aria-hidden
        />
      ))}
    </div>
  );
}

function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="rounded-xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm">
      <Stars rating={t.rating} />
      <blockquote className="mt-3 text-[15px] leading-relaxed text-white">&ldquo;{t.quote}&rdquo;</blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span
          className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-slate-950"
          aria-hidden
        >
          {initialsOf(t.name)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-white">{t.name}</span>
          <span className="block text-xs text-brand-100">
            {t.role} · {t.location}
          </span>
        </span>
        <span className="hidden rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold text-white xl:inline">
          {t.stats}
        </span>
      </figcaption>
    </figure>
  );
}

/** The large-screen side panel of the sign-in and sign-up pages: what the product does and what agents say. */
export function MarketingPanel({ page = 'sign-in' }: { page?: keyof typeof PANELS }) {
  const panel = PANELS[page];
  return (
    <aside
      aria-label="What agents say"
      className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 p-10 text-white shadow-[var(--shadow-raised)] lg:flex lg:flex-col"
    >
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl"
        aria-hidden
      />
      <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{panel.eyebrow}</p>
      <h2 className="mt-3 text-3xl leading-tight font-bold">{panel.title}</h2>
      <ul className="mt-6 space-y-3">
        {panel.benefits.map((b) => (
          <li key={b} className="flex items-start gap-3 text-brand-50">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto space-y-4 pt-10">
        {panel.quotes.map((i) => {
          const t = AUTH_TESTIMONIALS[i];
          return t ? <TestimonialCard key={t.name} t={t} /> : null;
        })}
      </div>
    </aside>
  );
}

/** An auth form (`children`) with this panel beside it on large screens, on the auth page's background. */
export function AuthPageWithPanel({
  page,
  formClassName,
  children,
}: {
  page?: keyof typeof PANELS;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <AuthPage>
      <div className="mx-auto grid max-w-6xl items-stretch gap-10 lg:grid-cols-2">
        <div className={cn('flex items-center justify-center', formClassName)}>{children}</div>
        <MarketingPanel page={page} />
      </div>
    </AuthPage>
  );
}
