import { type CreditType, PHOTO_POSTS_NOTE, REEL_PUBLISHING_NOTE } from '@pp/pricing';
import { IconList } from '../../../components/ui/icon-list';
import { HaveQuestions } from './have-questions';
import { PaygoSection } from './paygo-section';
import { PlanTabs, type PlanTabsProps } from './plan-tabs';

export interface PricingPageProps
  extends Pick<
    PlanTabsProps,
    'showTrial' | 'onClaimTrial' | 'claimingTrial' | 'onSubscribe' | 'subscribingPlanId'
  > {
  onBuyCredits: (type: CreditType, quantity: number) => void;
  buyingType: CreditType | null;
  /** A subscriber's plan, its switch and resume actions. */
  plan?: Pick<PlanTabsProps, 'current' | 'onSwitch' | 'switchingPlanId' | 'onResume' | 'resuming'>;
}

/** The public pricing page of PRODUCT.md §2: header claims, plan tabs, Pay As You Go, Have Questions. */
export function PricingPage(props: PricingPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-white to-white pt-28 pb-20">
      <div className="mx-auto max-w-7xl space-y-20 px-4 sm:px-6 lg:px-8">
        <div>
          <header className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Simple pricing that grows with you
            </h1>
            <p className="mt-4 text-lg text-slate-600">
              Start with a 7-day free trial. No credit card required. Upgrade when you are ready.
            </p>
            <IconList
              items={['7-day free trial', 'No credit card required', 'Cancel anytime']}
              variant="inline"
              className="mt-5 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-slate-600"
            />
          </header>
          <div className="mt-10">
            <PlanTabs
              showTrial={props.showTrial}
              onClaimTrial={props.onClaimTrial}
              claimingTrial={props.claimingTrial}
              onSubscribe={props.onSubscribe}
              subscribingPlanId={props.subscribingPlanId}
              {...props.plan}
            />
          </div>
        </div>
        <section
          aria-labelledby="publishing-title"
          className="mx-auto max-w-3xl rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-slate-200"
        >
          <h2 id="publishing-title" className="text-lg font-semibold text-slate-900">
            Publishing reels and photos
          </h2>
          <IconList
            items={[REEL_PUBLISHING_NOTE, PHOTO_POSTS_NOTE]}
            className="mt-3 space-y-2 text-sm text-slate-700"
          />
        </section>
        <PaygoSection onCheckout={props.onBuyCredits} processingType={props.buyingType} />
        <HaveQuestions />
      </div>
    </div>
  );
}
