import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { TESTIMONIALS, type Testimonial } from '../data/landing-copy';
import { SectionHeading } from './section-heading';
import { StarRating } from './star-rating';

/** Spec §2 landing section 7 (anchor #testimonials): six static cards and Start Your Success Story. */
export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Agents across the country list smarter"
          lead="Solo agents, team leads and brokers use Property Promoter to get every listing in front of more buyers."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/sign-up" className={buttonClasses('primary', 'lg')}>
            Start Your Success Story
          </Link>
        </div>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure
      className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-200"
      data-testid="testimonial"
    >
      <div className="flex items-center justify-between">
        <StarRating rating={t.rating} />
        <p className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
          <span className="text-sm font-bold">{t.stat.value}</span> {t.stat.label}
        </p>
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
        <img
          src={t.image}
          alt={`Portrait of ${t.name}`}
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded-full"
        />
        <div>
          <p className="font-semibold text-slate-900">{t.name}</p>
          <p className="text-sm text-slate-600">{t.role}</p>
          <p className="inline-flex items-center gap-1 text-xs text-slate-500">
            <MapPin className="size-3" aria-hidden="true" />
            {t.location}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
