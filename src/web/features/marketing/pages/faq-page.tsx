import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import type { PublicPolicies } from '@core/api/policies';
import { DEFAULT_CANCELLATION_POLICY, faqFor, type CancellationPolicy } from '@core/catalog/faq';
import { PAGE_SEO } from '@core/seo';
import { SITE_ROUTES } from '@core/site-routes';
import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';
import { publicPoliciesQuery } from '../api/get-public-policies';

/** The policy the server answered, when it reads as one; else the catalog default (loading, failed, or garbled). */
function policyInForce(answer: PublicPolicies | undefined): CancellationPolicy {
  if (
    !answer ||
    !Number.isInteger(answer.cancelNoticeHours) ||
    answer.cancelNoticeHours < 0 ||
    (answer.cancelRefundAs !== 'refund' && answer.cancelRefundAs !== 'credit')
  )
    return DEFAULT_CANCELLATION_POLICY;
  return { cancelNoticeHours: answer.cancelNoticeHours, cancelRefundAs: answer.cancelRefundAs };
}

export function FaqPage() {
  usePageMeta(PAGE_SEO.faq.title, PAGE_SEO.faq.description);
  // The prerendered page (and this one until the server answers) tells the default policy; the owner's own notice,
  // set on the Policies screen, replaces it as soon as it is known.
  const { data } = useQuery(publicPoliciesQuery());
  const faq = faqFor(policyInForce(data));
  return (
    <>
      <PageIntro
        title="Frequently Asked Questions"
        lead="What to bring, how long lessons last, cancellations, rates and where we teach."
      />
      <section className="mx-auto max-w-3xl px-4 py-10" aria-label="Questions and answers">
        <Accordion.Root
          type="multiple"
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {faq.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id}>
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ocean-900 hover:bg-ocean-50 sm:text-lg">
                    {entry.question}
                    <ChevronDown
                      className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-700">
                {entry.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="mt-8 text-center text-slate-700">
          Still wondering about something?{' '}
          <Link
            to={SITE_ROUTES.contact}
            className="font-semibold text-ocean-700 underline underline-offset-4"
          >
            Send us a message
          </Link>
          .
        </p>
      </section>
    </>
  );
}
