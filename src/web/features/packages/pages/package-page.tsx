import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PackageCheckout } from '@core/api/credits';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import { formatCents } from '@core/rules/money';
import { SITE_ROUTES, packagePath } from '@core/site-routes';
import { CardPayment } from '@web/components/payment/card-payment';
import type { PaymentOutcome } from '@web/components/payment/test-card-form';
import { PageIntro } from '@web/components/page-section';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';
import { confirmPackagePurchase } from '../api/confirm-package-purchase';
import { lessonPackagesQuery } from '../api/get-lesson-packages';
import { startPackageCheckout } from '../api/start-package-checkout';
import { BuyerForm, type BuyerDetails } from '../components/buyer-form';
import { PackageSummary } from '../components/package-summary';
import { checkoutAttempts } from '../lib/checkout-attempt';

export const PACKAGE_PAYMENT_FORM_ID = 'package-payment-form';
/** How often, and how many times, the page asks again while the card payment is still settling. */
const CONFIRM_RETRY_MS = 1500;
const CONFIRM_TRIES = 8;

type Purchase =
  | { stage: 'details'; error: string | null }
  | { stage: 'starting' }
  | { stage: 'paying'; checkout: PackageCheckout; error: string | null }
  | { stage: 'confirming'; purchaseId: string }
  | { stage: 'done'; lessons: number; email: string }
  | { stage: 'pending'; purchaseId: string };

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : PAYMENT_MESSAGES.unexpected;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function PackagePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returnedPurchase = params.get('purchase');
  const packages = useQuery(lessonPackagesQuery());
  const pkg = packages.data?.packages.find((p) => p.id === id && p.active) ?? null;
  usePageMeta(pkg ? `${pkg.name}: Lesson Package` : 'Lesson Package', 'Buy a package of swim lessons.');
  const config = siteConfig();
  const keyFor = useRef(checkoutAttempts()).current;
  const [busy, setBusy] = useState(false);
  const [formReady, setFormReady] = useState(true);
  const [purchase, setPurchase] = useState<Purchase>(() =>
    returnedPurchase
      ? { stage: 'confirming', purchaseId: returnedPurchase }
      : { stage: 'details', error: null },
  );
  const doneRef = useRef<HTMLDivElement>(null);

  const confirmingId = purchase.stage === 'confirming' ? purchase.purchaseId : null;
  useEffect(() => {
    if (!confirmingId) return;
    let stopped = false;
    void (async () => {
      for (let tries = 1; !stopped; tries++) {
        try {
          const result = await confirmPackagePurchase(confirmingId);
          if (stopped) return;
          if (result.status === 'paid') {
            setPurchase({ stage: 'done', lessons: result.lessons, email: result.email });
            return;
          }
        } catch (err) {
          if (stopped) return;
          // Only a declined card starts over. Any other failure leaves a payment that may have gone through: the
          // family checks this purchase again instead of being offered a second one.
          if (err instanceof ApiError && err.status === 402)
            setPurchase({ stage: 'details', error: messageOf(err) });
          else setPurchase({ stage: 'pending', purchaseId: confirmingId });
          return;
        }
        if (tries >= CONFIRM_TRIES) {
          setPurchase({ stage: 'pending', purchaseId: confirmingId });
          return;
        }
        await wait(CONFIRM_RETRY_MS);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [confirmingId]);

  useEffect(() => {
    if (purchase.stage === 'done') doneRef.current?.focus();
  }, [purchase.stage]);

  async function start(details: BuyerDetails) {
    setPurchase({ stage: 'starting' });
    try {
      const checkout = await startPackageCheckout(id, {
        ...details,
        phone: details.phone ? details.phone : null,
        idempotencyKey: keyFor({ id, ...details }),
      });
      setPurchase({ stage: 'paying', checkout, error: null });
    } catch (err) {
      setPurchase({ stage: 'details', error: messageOf(err) });
    }
  }

  function onOutcome(outcome: PaymentOutcome) {
    if (purchase.stage !== 'paying') return;
    if (outcome.status === 'failed') {
      setPurchase({ ...purchase, error: outcome.message || PAYMENT_MESSAGES.failed });
      return;
    }
    setPurchase({ stage: 'confirming', purchaseId: purchase.checkout.purchaseId });
  }

  return (
    <>
      <PageIntro title="Lesson Package" lead="Pay once, then book each lesson with a credit, now or later." />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 lg:grid-cols-[1fr_1fr]">
        {packages.isPending && purchase.stage !== 'done' ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading the package...
          </p>
        ) : packages.error && !pkg ? (
          <p role="alert" className="text-red-700">
            {packages.error.message}
          </p>
        ) : !pkg && purchase.stage !== 'done' && purchase.stage !== 'confirming' ? (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p>This package is not on sale.</p>
            <Link to={SITE_ROUTES.lessons} className={buttonVariants({ variant: 'link' })}>
              See our lessons and packages
            </Link>
          </div>
        ) : (
          <>
            {pkg ? <PackageSummary pkg={pkg} /> : <div />}
            <section
              aria-labelledby="package-buy-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="package-buy-heading" className="text-xl font-bold text-ocean-900">
                {purchase.stage === 'done' ? 'Package bought' : 'Buy this package'}
              </h2>
              <div className="mt-4">
                {purchase.stage === 'details' && pkg && (
                  <>
                    {purchase.error && (
                      <p
                        role="alert"
                        className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                      >
                        {purchase.error}
                      </p>
                    )}
                    <BuyerForm
                      busy={false}
                      submitLabel="Continue to Payment"
                      onSubmit={(details) => void start(details)}
                    />
                  </>
                )}
                {purchase.stage === 'starting' && (
                  <p role="status" className="flex items-center gap-2 text-slate-700">
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Preparing payment...
                  </p>
                )}
                {purchase.stage === 'paying' && (
                  <div className="space-y-4">
                    {purchase.error && (
                      <div
                        role="alert"
                        className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                      >
                        <h3 className="font-semibold">Payment Failed</h3>
                        <p>{purchase.error}</p>
                      </div>
                    )}
                    <p className="text-slate-800">
                      Amount to pay:{' '}
                      <strong className="text-lg">{formatCents(purchase.checkout.amount)}</strong>
                    </p>
                    <CardPayment
                      gateway={purchase.checkout.gateway}
                      publishableKey={config.stripePublishableKey}
                      paymentIntentId={purchase.checkout.paymentIntentId}
                      clientSecret={purchase.checkout.clientSecret}
                      returnUrl={`${window.location.origin}${packagePath(id)}?purchase=${encodeURIComponent(purchase.checkout.purchaseId)}`}
                      formId={PACKAGE_PAYMENT_FORM_ID}
                      onBusy={setBusy}
                      onReady={setFormReady}
                      onOutcome={onOutcome}
                    />
                    <Button
                      type="submit"
                      size="lg"
                      form={PACKAGE_PAYMENT_FORM_ID}
                      disabled={busy || !formReady}
                    >
                      {busy ? 'Processing...' : `Pay ${formatCents(purchase.checkout.amount)}`}
                    </Button>
                  </div>
                )}
                {purchase.stage === 'confirming' && (
                  <p role="status" className="flex items-center gap-2 text-slate-700">
                    <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Adding your lesson
                    credits...
                  </p>
                )}
                {purchase.stage === 'pending' && (
                  <div role="status" className="space-y-3 text-slate-800">
                    <p>
                      Your payment is still being processed. Your lesson credits are added as soon as it
                      settles, and we email you when they are.
                    </p>
                    <Button
                      variant="outline"
                      onClick={() => setPurchase({ stage: 'confirming', purchaseId: purchase.purchaseId })}
                    >
                      Check again
                    </Button>
                  </div>
                )}
                {purchase.stage === 'done' && (
                  <div ref={doneRef} tabIndex={-1} role="status" className="space-y-4 outline-none">
                    <p className="flex items-start gap-3 text-emerald-950">
                      <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden="true" />
                      <span>
                        {purchase.lessons} lesson credit{purchase.lessons === 1 ? '' : 's'} added for{' '}
                        {purchase.email}. We emailed you a link to My Lessons, where you can see them.
                      </span>
                    </p>
                    <p className="text-slate-800">
                      To book with your credits, choose your times and give {purchase.email} as the first
                      swimmer&apos;s email. At payment, sign in with the link we email you, and pay with a
                      credit.
                    </p>
                    <Link to={SITE_ROUTES.booking} className={buttonVariants({ size: 'lg' })}>
                      Book with Your Credits
                    </Link>
                  </div>
                )}
              </div>
            </section>
          </>
        )}
      </div>
    </>
  );
}
