import { Globe2, Headphones, Lock, RefreshCw } from 'lucide-react';

/** The reassurance blocks under the booking page (spec section 2). */
export function MarketingBlocks({ phone, email }: { phone: string; email: string }) {
  const blocks = [
    {
      icon: RefreshCw,
      title: 'Real-time availability',
      text: 'Every open time is live: what you see is what you can book.',
    },
    {
      icon: Lock,
      title: 'Secure payments',
      text: 'Card details go straight to our payment provider, never to our servers.',
    },
    {
      icon: Globe2,
      title: 'Timezone smart',
      text: 'Times are shown in the zone you choose, and booked in the pool’s local time.',
    },
    { icon: Headphones, title: 'Need help?', text: null },
  ];
  return (
    <section aria-labelledby="why-book-heading" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="why-book-heading" className="sr-only">
        Why book online
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {blocks.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
            <Icon className="size-6 text-ocean-700" aria-hidden="true" />
            <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
            {text ? (
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            ) : (
              <p className="mt-1 text-sm text-slate-700">
                Call{' '}
                <a
                  className="font-medium text-ocean-700 underline"
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                >
                  {phone}
                </a>{' '}
                or email{' '}
                <a className="font-medium text-ocean-700 underline" href={`mailto:${email}`}>
                  {email}
                </a>
                .
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
