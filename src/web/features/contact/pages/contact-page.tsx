import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BUSINESS } from '@core/catalog/business';
import { PAGE_SEO } from '@core/seo';
import { PageIntro } from '@web/components/page-section';
import { usePageMeta } from '@web/lib/page-meta';
import { siteConfig } from '@web/lib/site-config';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  usePageMeta(PAGE_SEO.contact.title, PAGE_SEO.contact.description);
  const { phone, email } = siteConfig();
  const details = [
    { icon: Phone, label: 'Phone', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    { icon: Mail, label: 'Email', value: email, href: `mailto:${email}` },
    {
      icon: Clock,
      label: 'Hours',
      value: `${BUSINESS.openingHours.days}, ${BUSINESS.openingHours.opens}-${BUSINESS.openingHours.closes}`,
    },
    {
      icon: MapPin,
      label: 'Service area',
      value: `${BUSINESS.areaServed.join(', ')} (within ${BUSINESS.serviceRadiusKm} km of DC)`,
    },
  ];
  return (
    <>
      <PageIntro
        title="Contact Us"
        lead="Questions about lessons, levels or scheduling? Send a message and we will reply within 24 hours."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="form-title"
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-title" className="mb-6 text-2xl font-bold text-ocean-900">
            Send a message
          </h2>
          <ContactForm />
        </section>
        <aside
          aria-labelledby="details-title"
          className="self-start rounded-2xl bg-ocean-900 p-6 text-ocean-100 sm:p-8"
        >
          <h2 id="details-title" className="text-xl font-bold text-white">
            Contact details
          </h2>
          <dl className="mt-5 space-y-5">
            {details.map(({ icon: Icon, label, value, href }) => (
              <div key={label}>
                <dt className="flex items-center gap-3 text-sm font-semibold text-white">
                  <Icon className="size-5 shrink-0 text-aqua-300" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="pl-8 text-sm">
                  {href ? (
                    <a href={href} className="underline underline-offset-4 hover:text-white">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm">We reply to every message within 24 hours.</p>
        </aside>
      </div>
    </>
  );
}
