import {
  PHOTO_POST_FAIR_USE_PER_DAY,
  TRIAL_CREDIT_BREAKDOWN,
  TRIAL_CREDIT_TOTAL,
  TRIAL_DAYS,
} from '@pp/contract';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Six questions (PRODUCT.md §2) with answers that match the product (PRODUCT.md §1, decisions.md). */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'How does Property Promoter work?',
    answer:
      'Install the Chrome extension and log in. Open a listing on Zillow, Realtor.com, Trulia or Redfin and click the Property Promoter button. In under 10 seconds you get ready-to-publish posts for Facebook Marketplace, LinkedIn and X with the price, details and photos filled in. You can edit every draft before you publish.',
  },
  {
    question: 'How many listings can I promote?',
    answer: `Listings are unlimited on any plan. Converting a listing into drafts never costs a credit; a credit is used only when you publish a text or photo post to Facebook Marketplace, LinkedIn or X (one credit per post) or generate a reel. A finished reel then publishes to any platform at no further credit, and photo posts to Instagram, Facebook Pages and TikTok are included (fair use: ${PHOTO_POST_FAIR_USE_PER_DAY} a day, the three together).`,
  },
  {
    question: 'Do you store my Facebook, LinkedIn or X login details?',
    answer:
      'No. Your login credentials for those platforms are never stored on our servers. Posts are published from your own browser, where you are already signed in, and you always make the final click.',
  },
  {
    question: 'What do I get with the free trial?',
    answer: `A ${TRIAL_DAYS}-day free trial with ${TRIAL_CREDIT_TOTAL} credits (${TRIAL_CREDIT_BREAKDOWN}). No credit card is required, and the trial can be claimed once per account.`,
  },
  {
    question: 'What is the difference between a plan and Pay As You Go?',
    answer:
      'The Professional plan renews daily, weekly, monthly or yearly and adds Facebook Marketplace listings each period. Pay As You Go credits are bought once for the channel you choose, from a minimum of 10, and the price per credit drops as you buy more.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from the Subscriptions page of your dashboard. Your plan stays active until the end of the period you paid for, and credits you bought stay on your account.',
  },
];
