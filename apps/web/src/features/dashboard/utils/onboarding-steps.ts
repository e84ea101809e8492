import { EXTENSION_DOWNLOAD_PATH, type OnboardingStep, TRIAL_DAYS } from '@pp/contract';

export interface OnboardingStepCopy {
  step: OnboardingStep;
  title: string;
  /** What to do next while the step is open. */
  hint: string;
  action?: { label: string; href: string; download?: boolean };
}

/** The first-run checklist (issue 24), in the order an agent meets the steps. */
export const ONBOARDING_STEPS: OnboardingStepCopy[] = [
  {
    step: 'email_verified',
    title: 'Verify your email',
    hint: 'Open the link we emailed you when you signed up.',
  },
  {
    step: 'trial_started',
    title: `Start your ${TRIAL_DAYS}-day free trial`,
    hint: 'One click, no credit card.',
    action: { label: 'See plans', href: '/pricing' },
  },
  {
    step: 'extension_installed',
    title: 'Install the Chrome extension',
    hint: 'Add it to Chrome, then choose "Use my web app session" in its popup.',
    action: { label: 'Download the extension', href: EXTENSION_DOWNLOAD_PATH, download: true },
  },
  {
    step: 'account_connected',
    title: 'Connect LinkedIn or X',
    hint: 'Post and schedule without leaving Property Promoter.',
    action: { label: 'Connect an account', href: '/dashboard/profile#connected-accounts' },
  },
  {
    step: 'first_draft',
    title: 'Make your first drafts',
    hint: 'Open a listing on Zillow, Realtor.com, Trulia or Redfin and click the extension.',
  },
  {
    step: 'first_post',
    title: 'Publish your first post',
    hint: 'Publish a draft from the side panel, or schedule one from My listings.',
    action: { label: 'My listings', href: '/dashboard/listings' },
  },
];
