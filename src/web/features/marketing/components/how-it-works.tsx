import { CalendarCheck, Car, Waves } from 'lucide-react';

const STEPS = [
  {
    icon: CalendarCheck,
    title: 'Pick a time',
    text: 'Choose open lesson times online; see real availability, 9:00 to 19:00 every day.',
  },
  {
    icon: Car,
    title: 'We come to you',
    text: 'Your instructor travels to your home, community or apartment pool within 50 km of DC.',
  },
  {
    icon: Waves,
    title: 'Swim with confidence',
    text: 'Thirty-minute lessons built on 8 clear milestones per level, so you can see progress.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="how-title" className="sr-only">
          How it works
        </h2>
        <ol className="grid gap-8 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-aqua-300/50 text-ocean-900">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <p className="text-sm font-bold text-ocean-700">Step {i + 1}</p>
                <h3 className="text-lg font-bold text-ocean-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
