import { TRIAL_DAYS } from '@pp/contract';
import { renderEmail } from './layout';

export const verificationEmail = (name: string, url: string) =>
  renderEmail({
    subject: 'Verify your email for Property Promoter',
    heading: `Welcome, ${name}! Please verify your email`,
    paragraphs: [
      'Thanks for signing up. Confirm that this address is yours to activate your account.',
      'The link is valid for 24 hours and can be used once.',
    ],
    button: { label: 'Verify my email', url },
    footnote: 'If you did not create an account, you can ignore this email.',
  });

export const passwordResetEmail = (name: string, url: string) =>
  renderEmail({
    subject: 'Reset your Property Promoter password',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${name}, we received a request to reset the password of your account.`,
      'The link is valid for 1 hour and can be used once.',
    ],
    button: { label: 'Choose a new password', url },
    footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });

export const welcomeEmail = (name: string, dashboardUrl: string) =>
  renderEmail({
    subject: 'Your email is verified: welcome to Property Promoter',
    heading: `You're all set, ${name}`,
    paragraphs: [
      `Claim your ${TRIAL_DAYS}-day free trial with 5 credits, install the Chrome extension, sign in to it, and click the Property Promoter button on any Zillow, Realtor.com, Trulia or Redfin listing.`,
      'Your posts for Facebook Marketplace, LinkedIn and X are ready in seconds, checked for Fair Housing wording.',
    ],
    button: { label: 'Go to your dashboard', url: dashboardUrl },
  });

const PLATFORM_NAMES = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  facebook_marketplace: 'Facebook Marketplace',
  instagram: 'Instagram',
  facebook_page: 'your Facebook Page',
  youtube: 'YouTube',
  tiktok: 'TikTok',
} as const;

export const scheduledPostFailedEmail = (
  name: string,
  platform: keyof typeof PLATFORM_NAMES,
  reason: string,
  url: string,
) =>
  renderEmail({
    subject: `Your ${PLATFORM_NAMES[platform]} post was not published`,
    heading: `Your scheduled ${PLATFORM_NAMES[platform]} post was not published`,
    paragraphs: [`Hi ${name}, ${reason}`],
    button: { label: 'Open your profile', url },
  });

export const marketplaceReminderEmail = (name: string, url: string, text: string, listingPage: string) =>
  renderEmail({
    subject: 'Time to post your listing on Facebook Marketplace',
    heading: 'Your Marketplace post is ready',
    paragraphs: [
      `Hi ${name}, you asked to be reminded now. Facebook Marketplace has no posting API, so the last step is yours.`,
      'Open the link in Chrome with the Property Promoter extension signed in: it fills the Marketplace form from your saved listing, and you press Publish. Filling it takes one Marketplace credit.',
      "Without the extension the link opens Facebook's own empty form; your description is below to paste.",
      text,
    ],
    button: { label: 'Open the prefilled Marketplace form', url },
    footnote: `The listing in Property Promoter: ${listingPage}`,
  });

export const leadEmail = (lead: {
  agentName: string;
  kind: 'showing' | 'question';
  address: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  platform: string;
  listingUrl: string;
  /**
   * The lines the agent signs their answer with (buildAttribution: their own brokerage from the profile,
   * the licence line where the listing's state asks for it, "Listing courtesy of …" when the listing is
   * not theirs). We send no mail to the visitor ourselves: the agent's reply is the mail to the lead.
   */
  signature: readonly string[];
}) =>
  renderEmail({
    subject: `${lead.kind === 'showing' ? 'Showing request' : 'Question'} for ${lead.address} from ${lead.name}`,
    heading: lead.kind === 'showing' ? 'Someone would like a showing' : 'Someone has a question',
    paragraphs: [
      `Hi ${lead.agentName}, ${lead.name} wrote from the property page of ${lead.address} (came from: ${lead.platform}).`,
      ...(lead.email ? [`Email: ${lead.email}`] : []),
      ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
      ...(lead.message ? [`Message: ${lead.message}`] : []),
      ...(lead.signature.length > 0
        ? ['Sign your answer with these lines, as on the property page:', ...lead.signature]
        : []),
    ],
    button: { label: 'See the listing’s leads', url: lead.listingUrl },
    footnote: lead.email ? 'Reply to this email to answer them directly.' : undefined,
  });

export const lowCreditEmail = (name: string, credits: string, buyUrl: string) =>
  renderEmail({
    subject: `1 ${credits} credit left on Property Promoter`,
    heading: `You have 1 ${credits} credit left`,
    paragraphs: [
      `Hi ${name}, you have just used your second-to-last ${credits} credit. One is left.`,
      'Top up now so your next listings go out without a pause: bigger packs cost less per credit.',
    ],
    button: { label: 'Buy credits', url: buyUrl },
    footnote: 'We send this once each time a balance runs down to its last credit.',
  });

export const accountDeletedEmail = (name: string, planCancelled: boolean) =>
  renderEmail({
    subject: 'Your Property Promoter account has been deleted',
    heading: 'Your account has been deleted',
    paragraphs: [
      `Hi ${name}, as you asked, we have deleted your Property Promoter account with your listings, posts, reels, usage and credits.`,
      planCancelled
        ? 'Your plan has been cancelled: it will not renew and you will not be charged again.'
        : 'You had no renewing plan, so nothing will be charged.',
      'Thank you for using Property Promoter. You are welcome back any time with a new account.',
    ],
    footnote: 'If you did not delete your account, reply to this email at once.',
  });
