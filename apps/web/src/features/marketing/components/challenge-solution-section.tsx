import { CheckCircle2, XCircle } from 'lucide-react';
import { CHALLENGES, SOLUTIONS } from '../data/landing-copy';
import { SectionHeading } from './section-heading';

/** Spec §2 landing section 5: the manual way against the Property Promoter way. */
export function ChallengeSolutionSection() {
  return (
    <section aria-labelledby="challenge-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="challenge-title"
          eyebrow="Why it matters"
          title="Stop retyping listings. Start selling them."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-[var(--radius-card)] border border-red-100 bg-red-50/60 p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">The challenge</h3>
            <p className="mt-1 text-slate-600">Marketing a listing by hand, platform by platform.</p>
            <ul className="mt-6 space-y-4">
              {CHALLENGES.map((c) => (
                <li key={c} className="flex gap-3 text-slate-700">
                  <XCircle className="mt-0.5 size-5 shrink-0 text-danger-600" aria-hidden="true" />
                  {c}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-[var(--radius-card)] border border-green-100 bg-green-50/60 p-6 sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">The solution</h3>
            <p className="mt-1 text-slate-600">One click on the listing you are already looking at.</p>
            <ul className="mt-6 space-y-4">
              {SOLUTIONS.map((s) => (
                <li key={s} className="flex gap-3 text-slate-700">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
                  {s}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
