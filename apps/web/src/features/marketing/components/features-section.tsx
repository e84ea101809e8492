import { BarChart3, CalendarClock, Palette, PencilLine, Share2, Zap } from 'lucide-react';
import { FEATURES, type Feature } from '../data/landing-copy';
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
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
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
              <li
                key={f.title}
                className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]"
              >
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-2 text-slate-600">{f.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
