import { STEPS } from '../data/landing-copy';
import { LandingSection } from './landing-section';
import { LandingTile } from './landing-tile';
import { SectionHeading } from './section-heading';

/** Spec §2 landing section 4 (anchor #how-it-works): install, find listing, click to convert, publish. */
export function HowItWorksSection() {
  return (
    <LandingSection id="how-it-works" labelledBy="how-title" className="scroll-mt-20 bg-slate-50">
      <SectionHeading
        id="how-title"
        eyebrow="How it works"
        title="From listing to live post in four steps"
        lead="Start in under 2 minutes. No new workflow to learn: you keep browsing the portals you already use."
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((s, i) => (
          <LandingTile
            key={s.title}
            className="relative ring-1 ring-slate-200"
            marker={
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white">
                {i + 1}
              </span>
            }
            title={s.title}
            body={s.body}
          />
        ))}
      </ol>
    </LandingSection>
  );
}
