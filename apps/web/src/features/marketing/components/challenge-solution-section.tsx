import { CheckCircle2, XCircle } from 'lucide-react';
import { IconList } from '../../../components/ui/icon-list';
import { CHALLENGES, SOLUTIONS } from '../data/landing-copy';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

/** Spec §2 landing section 5: the manual way against the Property Promoter way. */
export function ChallengeSolutionSection() {
  return (
    <LandingSection labelledBy="challenge-title">
      <SectionHeading
        id="challenge-title"
        eyebrow="Why it matters"
        title="Stop retyping listings. Start selling them."
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <div className="rounded-[var(--radius-card)] border border-red-100 bg-red-50/60 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">The challenge</h3>
          <p className="mt-1 text-slate-600">Marketing a listing by hand, platform by platform.</p>
          <IconList
            items={CHALLENGES}
            icon={XCircle}
            iconClassName="text-danger-600"
            className="mt-6 space-y-4"
          />
        </div>
        <div className="rounded-[var(--radius-card)] border border-green-100 bg-green-50/60 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">The solution</h3>
          <p className="mt-1 text-slate-600">One click on the listing you are already looking at.</p>
          <IconList items={SOLUTIONS} icon={CheckCircle2} className="mt-6 space-y-4" />
        </div>
      </div>
    </LandingSection>
  );
}
