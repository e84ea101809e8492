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
