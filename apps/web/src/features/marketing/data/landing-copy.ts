import type { ListingSource } from '@pp/contract';

/** Served by the API's downloads route (the extension engineer builds the zip). */
export const EXTENSION_DOWNLOAD_PATH = '/downloads/property-promoter-extension.zip';

/** The hero's rotating word: the four listing sources of PRODUCT.md §1, as agents know them. */
export const SOURCE_NAMES: Record<ListingSource, string> = {
  zillow: 'Zillow',
  realtor: 'Realtor.com',
  trulia: 'Trulia',
  redfin: 'Redfin',
};

export interface Feature {
  icon: 'zap' | 'pencil' | 'share' | 'palette' | 'calendar' | 'chart';
  title: string;
  body: string;
}

/** Features named in PRODUCT.md §1 marketing, in the words an agent would use. */
export const FEATURES: Feature[] = [
  {
    icon: 'zap',
    title: 'One-click conversion',
    body: 'Open a listing, click Property Promoter and get ready-to-post copy with photos in under 10 seconds.',
  },
  {
    icon: 'pencil',
    title: 'Edit before you publish',
    body: 'Every draft is yours to tweak. Change the headline, the price wording or the photos before anything goes live.',
  },
  {
    icon: 'share',
    title: 'Every channel at once',
    body: 'Facebook Marketplace, LinkedIn and X (Twitter) posts from the same listing, each written for its audience.',
  },
  {
    icon: 'palette',
    title: 'Custom branded property pages',
    body: 'Give every listing a clean page with your name, photo and contact details so leads reach you, not a portal.',
  },
  {
    icon: 'calendar',
    title: 'Scheduled promotions',
    body: 'Line up posts for open-house weekends and price drops, and keep your listings in front of buyers all week.',
  },
  {
    icon: 'chart',
    title: 'Analytics dashboard',
    body: 'See how many listings you converted per source and per day, and which channels bring you the most attention.',
  },
];

export interface Step {
  title: string;
  body: string;
}

/** Spec §2 How it works: install, find listing, click to convert, publish. */
export const STEPS: Step[] = [
  {
    title: 'Install the extension',
    body: 'Add Property Promoter to Chrome and log in. It takes under 2 minutes.',
  },
  {
    title: 'Find a listing',
    body: 'Open any property on Zillow, Realtor.com, Trulia or Redfin, as you do today.',
  },
  {
    title: 'Click to convert',
    body: 'Press the Property Promoter button. Price, details and photos become posts in under 10 seconds.',
  },
  {
    title: 'Publish',
    body: 'Review the drafts, make them yours and publish to Facebook Marketplace, LinkedIn and X.',
  },
];

export const CHALLENGES = [
  '3-5 hours every week lost to copying listing details by hand',
  'Photos downloaded, renamed and re-uploaded for every platform',
  'Posts that read differently on every channel and miss key facts',
  'Listings that sit on one portal while buyers scroll elsewhere',
];

export const SOLUTIONS = [
  'Under 30 seconds to transform a listing into ready posts',
  '95% of the typing gone: details and photos come across for you',
  'Consistent, on-brand copy for Marketplace, LinkedIn and X',
  'About 15 hours back every week to spend with clients',
];

export interface Stat {
  value: string;
  label: string;
}

/** Why agents love it: the PRODUCT.md §1 claims as headline numbers. */
export const AGENT_STATS: Stat[] = [
  { value: '95%', label: 'time saved on every listing' },
  { value: '3x', label: 'more leads from social channels' },
  { value: '10x', label: 'more views with property reels' },
  { value: '15 hrs', label: 'saved every week, on average' },
];

export const AGENT_REASONS = [
  {
    title: 'Zero platform fees',
    body: 'Post to Marketplace, LinkedIn and X without paying the platforms a cent.',
  },
  {
    title: 'Support around the clock',
    body: '24/7 support from people who understand real-estate marketing.',
  },
  {
    title: 'Risk-free start',
    body: '7-day free trial, no credit card needed, up and running in under 2 minutes.',
  },
];

export interface Testimonial {
  name: string;
  role: string;
  location: string;
  /** An illustrated portrait shipped with the app (public/images/testimonials). */
  image: string;
  rating: number;
  quote: string;
  stat: { value: string; label: string };
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Realtor, Keller Williams',
    location: 'Austin, TX',
    image: '/images/testimonials/sarah-mitchell.svg',
    rating: 5,
    quote:
      'I used to spend my Sunday evenings copying listings into Marketplace. Now I click once, check the draft and post. My weekends are mine again.',
    stat: { value: '5+ hrs', label: 'saved weekly' },
  },
  {
    name: 'Marcus Johnson',
    role: 'Broker Associate',
    location: 'Atlanta, GA',
    image: '/images/testimonials/marcus-johnson.svg',
    rating: 5,
    quote:
      'Marketplace is where my first-time buyers are. Getting every new listing there the same day has tripled the inquiries I get from social.',
    stat: { value: '3x', label: 'more leads' },
  },
  {
    name: 'Elena Rodriguez',
    role: 'Team Lead, eXp Realty',
    location: 'Miami, FL',
    image: '/images/testimonials/elena-rodriguez.svg',
    rating: 5,
    quote:
      'My team of six posts consistent, good-looking listings on three channels. New agents are productive on day one.',
    stat: { value: '40+', label: 'listings a month' },
  },
  {
    name: 'David Chen',
    role: 'Independent Agent',
    location: 'San Jose, CA',
    image: '/images/testimonials/david-chen.svg',
    rating: 5,
    quote:
      'It pulls the details and photos straight from Redfin and Zillow. What took me twenty minutes per property now takes under thirty seconds.',
    stat: { value: '95%', label: 'time saved' },
  },
  {
    name: 'Priya Patel',
    role: 'Luxury Home Specialist',
    location: 'Scottsdale, AZ',
    image: '/images/testimonials/priya-patel.svg',
    rating: 5,
    quote:
      'The LinkedIn posts read like I wrote them myself. Relocating executives now find my listings before they reach the portals.',
    stat: { value: '2x', label: 'referral inquiries' },
  },
  {
    name: 'James Walker',
    role: 'Realtor, RE/MAX',
    location: 'Denver, CO',
    image: '/images/testimonials/james-walker.svg',
    rating: 5,
    quote:
      'No platform fees, no learning curve. I was posting my first listing two minutes after installing the extension.',
    stat: { value: '2 min', label: 'to get started' },
  },
];
