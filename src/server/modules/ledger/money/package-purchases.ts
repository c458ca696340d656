/**
 * Buying a lesson package: a purchase row (the package's terms copied), one payment intent, and when the gateway
 * says the money moved, one credit lot for the buyer's email and one email. Settled by the browser's confirm, the
 * test card form and the webhook alike; the purchase's row lock and the credit lot's unique index make any number
 * of settlements give the credits once.
 */
import type { PackageCheckout, PackageCheckoutRequest, PackagePurchaseResult } from '@core/api/credits';
import { PAYMENT_MESSAGES } from '@core/catalog/payment-messages';
import { AppError } from '../../../errors';
import { packageOnSale } from '../../packages';
import { writeAudit } from '../../audit';
import type { LedgerApp } from '../seats/seat-transaction';
import { grantPackageCredits } from './credits';
import * as repo from './credits.repository';

const MIN_CARD_CHARGE_CENTS = 50;
const purchaseNotFound = () => new AppError('NOT_FOUND', 404, 'Purchase not found');

async function openIntent(app: LedgerApp, purchase: repo.PackagePurchaseRow): Promise<PackageCheckout> {
  const gateway = app.paymentGateway;
  // A purchase has one payment: a retry answers it again, however long after (a provider's own key expires).
  const existing = await repo.paymentOfPurchase(app.db, purchase.id);
  if (existing?.clientSecret)
    return {
      purchaseId: purchase.id,
      paymentIntentId: existing.intentId,
      clientSecret: existing.clientSecret,
      amount: existing.amountCents,
      gateway: gateway.kind,
    };
  const intent = await gateway
    .createIntent({
      amount: purchase.priceCents,
      bookingId: purchase.id,
      idempotencyKey: `package-${purchase.id}`,
      description: `Swim lesson package (${purchase.lessons} lessons)`,
      email: purchase.customerEmail,
    })
    .catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      app.log.error({ err, purchaseId: purchase.id }, 'creating the package payment intent failed');
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        502,
        'We could not reach the payment provider. Please try again in a moment.',
      );
    });
  await repo.insertPurchasePayment(app.db, {
    packagePurchaseId: purchase.id,
    gateway: gateway.kind,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amount,
    status: intent.status,
  });
  return {
    purchaseId: purchase.id,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: intent.amount,
    gateway: gateway.kind,
  };
}

/** `POST /api/packages/:id/checkout`: the same key answers the same purchase (to the same email), never a second charge. */
export async function checkoutPackage(
  app: LedgerApp,
  packageId: string,
  input: PackageCheckoutRequest,
): Promise<PackageCheckout> {
  const email = input.email.trim().toLowerCase();
  const earlier = await repo.findPurchaseByKey(app.db, input.idempotencyKey);
  if (earlier) {
    if (earlier.customerEmail !== email || earlier.packageId !== packageId)
      throw new AppError('IDEMPOTENCY_CONFLICT', 409, 'That purchase key was used for another purchase');
    if (earlier.status === 'paid')
      throw new AppError('ALREADY_PAID', 409, 'This package has already been paid for.');
    return openIntent(app, earlier);
  }
  const pkg = await packageOnSale(app.db, packageId);
  if (pkg.priceCents < MIN_CARD_CHARGE_CENTS)
    throw new AppError(
      'AMOUNT_TOO_SMALL',
      400,
      'This package costs less than the smallest card payment. Please call us and we will set it up for you.',
    );
  const purchase =
    (await repo.insertPurchase(app.db, {
      packageId: pkg.id,
      customerName: input.name.trim(),
      customerEmail: email,
      customerPhone: input.phone?.trim() || null,
      lessonType: pkg.lessonType,
      level: pkg.level,
      lessons: pkg.lessons,
      priceCents: pkg.priceCents,
      monthsValid: pkg.monthsValid,
      idempotencyKey: input.idempotencyKey,
    })) ?? (await repo.findPurchaseByKey(app.db, input.idempotencyKey));
  if (!purchase) throw purchaseNotFound();
  return openIntent(app, purchase);
}

const result = (purchase: repo.PackagePurchaseRow, expiresAt: string | null): PackagePurchaseResult => ({
  purchaseId: purchase.id,
  status: purchase.status === 'paid' ? 'paid' : 'pending_payment',
  lessons: purchase.lessons,
  email: purchase.customerEmail,
  expiresAt,
});

async function lotExpiry(app: LedgerApp, purchase: repo.PackagePurchaseRow) {
  const lots = await repo.lotsOf(app.db, purchase.customerEmail);
  return lots.find((l) => l.packagePurchaseId === purchase.id)?.expiresAt ?? null;
}

/**
 * Settles a purchase: asks the gateway, and when the money moved marks it paid, writes its credit lot and queues its
 * email, once. Answers the purchase as it stands; 402 when the payment failed.
 */
export async function confirmPackagePurchase(
  app: LedgerApp,
  purchaseId: string,
): Promise<PackagePurchaseResult> {
  const purchase = await repo.findPurchase(app.db, purchaseId);
  if (!purchase) throw purchaseNotFound();
  if (purchase.status === 'paid') return result(purchase, await lotExpiry(app, purchase));
  const payment = await repo.paymentOfPurchase(app.db, purchaseId);
  if (!payment)
    throw new AppError('PAYMENT_NOT_STARTED', 409, 'No payment has been started for this package');
  const intent = await app.paymentGateway.retrieve(payment.intentId);
  if (intent.status !== 'succeeded') {
    if (intent.status !== payment.status)
      await repo.setPurchasePaymentStatus(app.db, payment.intentId, intent.status, intent.lastError);
    if (intent.status === 'failed' || intent.status === 'canceled')
      throw new AppError('PAYMENT_FAILED', 402, intent.lastError ?? PAYMENT_MESSAGES.failed);
    return result(purchase, null);
  }
  await app.db.transaction(async (tx) => {
    const locked = await repo.lockPurchase(tx, purchaseId);
    if (!locked || locked.status === 'paid') return;
    await repo.setPurchasePaymentStatus(tx, payment.intentId, 'succeeded', null);
    await repo.markPurchasePaid(tx, purchaseId);
    await grantPackageCredits(tx, locked);
    await writeAudit(tx, {
      entityType: 'credits',
      actor: `family:${locked.customerEmail}`,
      action: 'package.purchased',
      entityId: locked.customerEmail,
      details: {
        purchaseId,
        packageId: locked.packageId,
        lessons: locked.lessons,
        intentId: payment.intentId,
      },
    });
    await app.emails.queue(tx, { kind: 'package_purchased', purchaseId });
  });
  const paid = await repo.findPurchase(app.db, purchaseId);
  return result(paid!, await lotExpiry(app, paid!)); // the row was read above and is never deleted
}
