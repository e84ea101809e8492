import { BadgeDollarSign, Headphones, ShieldCheck } from 'lucide-react';
import { AGENT_REASONS, AGENT_STATS } from '../data/landing-copy';
import { LandingSection } from './landing-section';

const REASON_ICONS = [BadgeDollarSign, Headphones, ShieldCheck];

/** Spec §2 landing section 6: the marketing numbers of PRODUCT.md §1. */
export function WhyAgentsSection() {
  return (
    <LandingSection labelledBy="why-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Why agents love it</p>
        <h2 id="why-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          More listings out. More leads in.
        </h2>
      </div>
      <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4">
        {AGENT_STATS.map((s) => (
          <div
            key={s.label}
            className="rounded-[var(--radius-card)] bg-white/10 p-6 text-center ring-1 ring-white/15"
          >
            <dt className="sr-only">{s.label}</dt>
            <dd className="text-4xl font-extrabold text-accent-400">{s.value}</dd>
            <dd className="mt-2 text-sm text-blue-100">{s.label}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {AGENT_REASONS.map((r, i) => {
          const Icon = REASON_ICONS[i] ?? ShieldCheck;
          return (
            <li key={r.title} className="flex gap-4">
              <Icon className="size-6 shrink-0 text-accent-400" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{r.title}</h3>
                <p className="mt-1 text-blue-100">{r.body}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
