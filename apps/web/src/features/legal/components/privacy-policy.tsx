import { PRODUCT_NAME } from '@pp/contract';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          Account details you give us: name, username, email address, phone number and, if you add one, a
          profile photo.
        </li>
        <li>
          Listings you convert: the public listing details and photo links the extension reads from the page
          you are viewing, and the drafts you create from them.
        </li>
        <li>
          Usage: how many listings you convert per source and per day, and the credits you use, so we can show
          your dashboard and enforce your plan.
        </li>
        <li>
          Payments: our payment processor handles your card. We keep the amount, status, date, card brand and
          last four digits it returns, never the full card number.
        </li>
        <li>Messages you send us through the contact form or a support ticket.</li>
      </ul>
    ),
  },
  {
    heading: 'What we do not collect',
    body: (
      <p>
        We never ask for or store your passwords for Facebook, LinkedIn, X, Zillow, Realtor.com, Trulia or
        Redfin. Posts are prepared in your own browser, where you are already signed in, and you make the
        final click to publish.
      </p>
    ),
  },
  {
    heading: 'Why we use it',
    body: (
      <ul>
        <li>To run your account, convert your listings and publish the posts you ask for.</li>
        <li>To bill you for plans and credits and to keep records the law requires.</li>
        <li>
          To send account emails: verification, password reset, receipts, a notice when a credit balance is
          down to its last credit, and important service notices.
        </li>
        <li>To answer your questions and to keep the service secure and free of abuse.</li>
      </ul>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <p>
        We do not sell your data. We share only what is needed with the providers that run the service for us:
        our payment processor, our email delivery provider and our hosting provider, each bound to protect it.
        We disclose information if the law requires it.
      </p>
    ),
  },
  {
    heading: 'Browser storage',
    body: (
      <p>
        We keep your sign-in session in your browser&apos;s local storage so you stay logged in on the website
        and the extension. We do not use advertising cookies or third-party trackers.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account data while your account is open. When you delete your account, we delete
        everything we hold about you at once; our payment processor keeps its payment records as long as tax
        law requires.
      </p>
    ),
  },
  {
    heading: 'Your choices and rights',
    body: (
      <p>
        You can see and correct your name and username on your profile page at any time. On the same page you
        can download a copy of your data as a JSON file, and delete your account: deleting it cancels your
        plan, erases your listings, posts and usage at once and sends you a confirmation email. For anything
        else, write to us through our{' '}
        <Link to="/contact-us" className="text-brand-700 underline">
          contact form
        </Link>
        . We answer within 30 days.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and sign-in tokens
        expire quickly and are rotated. No system is perfectly secure, and we will tell you promptly if a
        breach affects you.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        If we change this policy in a way that matters, we will email you before it takes effect. Questions?
        Reach us through the{' '}
        <Link to="/contact-us" className="text-brand-700 underline">
          contact page
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 1, 2026"
      intro={
        <p>
          This policy explains, in plain language, what {PRODUCT_NAME} collects when you use our website and
          browser extension, why, and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
