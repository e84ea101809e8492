import { HERO_ROTATION_MS, LISTING_SOURCES } from '@pp/contract';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { IconList } from '../../../components/ui/icon-list';
import { EXTENSION_DOWNLOAD_PATH, SOURCE_NAMES } from '../data/landing-copy';
import { BrandBadge } from './brand-mark';
import { HeroVisual } from './hero-visual';
import { RotatingWord } from './rotating-word';

const WORDS = LISTING_SOURCES.map((s) => SOURCE_NAMES[s]);

/** Spec §2 landing section 1: rotating source word, the two buttons and the integration badges. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50/70 to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-28 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-36 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-xs ring-1 ring-brand-200">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            Built for real-estate agents
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            Turn any listing from{' '}
            <span className="block text-brand-700">
              <RotatingWord words={WORDS} intervalMs={HERO_ROTATION_MS} />
            </span>
            into posts that sell
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            Effortlessly list properties from the major real-estate platforms on Facebook Marketplace,
            LinkedIn and X. One click converts a listing in under 10 seconds, photos included.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={EXTENSION_DOWNLOAD_PATH} download className={buttonClasses('primary', 'lg')}>
              <Download className="size-5" aria-hidden="true" />
              Download Chrome Extension
            </a>
            <Link to="/sign-up" className={buttonClasses('secondary', 'lg')}>
              Get started for free
            </Link>
          </div>
          <IconList
            items={['7-day free trial', 'No credit card needed', 'Start in under 2 minutes']}
            variant="inline"
            className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600"
          />
          <div className="mt-8">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Works with</p>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Integrations">
              {(['zillow', 'realtor', 'trulia', 'redfin', 'facebook', 'linkedin', 'x'] as const).map((b) => (
                <li key={b}>
                  <BrandBadge brand={b} />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
