import { BarChart3, CalendarClock, Palette, PencilLine, Share2, Zap } from 'lucide-react';
import { FEATURES, type Feature } from '../data/landing-copy';
import { LandingSection } from './landing-section';
import { LandingTile } from './landing-tile';
import { SectionHeading } from './section-heading';

const ICONS: Record<Feature['icon'], typeof Zap> = {
  zap: Zap,
  pencil: PencilLine,
  share: Share2,
  palette: Palette,
  calendar: CalendarClock,
  chart: BarChart3,
};

/** Spec §2 landing section 3 (anchor #features). */
export function FeaturesSection() {
  return (
    <LandingSection id="features" labelledBy="features-title" className="scroll-mt-20">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything you need to market a listing"
        lead="Property Promoter does the copying, formatting and posting so you can spend your time with buyers and sellers."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => {
          const Icon = ICONS[f.icon];
          return (
            <LandingTile
              key={f.title}
              className="border border-slate-200"
              marker={
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
              }
              title={f.title}
              body={f.body}
            />
          );
        })}
      </ul>
    </LandingSection>
  );
}
