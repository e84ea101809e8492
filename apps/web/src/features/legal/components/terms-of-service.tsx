import { PHOTO_POST_FAIR_USE_PER_DAY, PRODUCT_NAME, TRIAL_CREDIT_TOTAL, TRIAL_DAYS } from '@pp/contract';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Your account',
    body: (
      <p>
        You must be at least 18 and give accurate details when you sign up. Keep your password to yourself:
        you are responsible for what happens under your account. One person per account.
      </p>
    ),
  },
  {
    heading: 'Free trial',
    body: (
      <p>
        Each account can claim one {TRIAL_DAYS}-day free trial with {TRIAL_CREDIT_TOTAL} credits, without a
        credit card. When the trial ends, access to the dashboard stops until you subscribe to a plan. Nothing
        is charged automatically.
      </p>
    ),
  },
  {
    heading: 'Plans, credits and payment',
    body: (
      <ul>
        <li>
          Prices are shown on the pricing page in US dollars before you pay. The Professional plan renews each
          period (daily, weekly, monthly or yearly) until you cancel.
        </li>
        <li>
          Publishing a text or photo post to Facebook Marketplace, LinkedIn or X uses one credit of that
          platform; generating a reel uses one video credit, and publishing that reel to any platform uses no
          further credit. Photo posts to Instagram, Facebook Pages and TikTok are included in plans and
          trials, within a fair-use limit of {PHOTO_POST_FAIR_USE_PER_DAY} a day for the three together.
          Converting a listing into drafts is free and unlimited.
        </li>
        <li>
          Pay As You Go credits are bought once, from a minimum of 10, and do not expire while your account is
          open. They are spent from the browser extension; buying credits does not by itself give access to
          the dashboard, which comes with the free trial or an active plan.
        </li>
        <li>
          You can switch a plan between billing cycles at any time: the change applies at once and the price
          is prorated for the rest of the current period. Every payment has a receipt in your Transactions
          page.
        </li>
        <li>
          You can cancel a plan at any time. It stays active until the end of the paid period, and you can
          resume it before then; we do not refund partial periods unless the law requires it. If a post fails
          to publish, its credit is returned.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Using the service fairly',
    body: (
      <ul>
        <li>
          Only promote properties you are authorised to market, and check that every post is accurate before
          you publish it.
        </li>
        <li>
          Follow fair housing laws: no post may state a preference or limitation based on a protected
          characteristic. We flag risky wording, but the post you publish is your responsibility.
        </li>
        <li>Follow the rules of the sites you read listings from and the platforms you post to.</li>
        <li>
          Do not misuse the service: no scraping at scale, reselling, reverse engineering, or attempts to
          break its security.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        Drafts and posts you create are yours. You give us the permission needed to store and process them so
        the service works for you. We do not use them for anything else.
      </p>
    ),
  },
  {
    heading: 'Our service',
    body: (
      <p>
        {PRODUCT_NAME}, its software and its brand belong to us. We work to keep the service available around
        the clock but cannot promise it will never be interrupted, and third-party sites may change in ways
        that affect it for a while.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        The service is provided as is. To the extent the law allows, we are not liable for indirect losses
        such as lost sales or leads, and our total liability is limited to what you paid us in the 12 months
        before the claim.
      </p>
    ),
  },
  {
    heading: 'Ending your account',
    body: (
      <p>
        You can stop using the service and ask us to close your account at any time. We may suspend an account
        that breaks these terms, after telling you why when we can.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We will email you at least 14 days before a change to these terms that affects you. Questions? Use the{' '}
        <Link to="/contact-us" className="text-brand-700 underline">
          contact page
        </Link>
        .
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 26, 2026"
      intro={
        <p>
          These terms are the agreement between you and {PRODUCT_NAME} when you use our website, dashboard and
          browser extension. We kept them short and plain.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
