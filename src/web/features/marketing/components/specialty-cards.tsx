import { Medal, UserRound, UsersRound } from 'lucide-react';

const PROGRAMS = [
  {
    title: 'Adult Focus',
    icon: UserRound,
    text: 'Never learned, or want to finally feel at ease in deep water? Calm, judgement-free private lessons at your own pace.',
    points: ['Fear-of-water friendly', 'Lap swimming technique', 'Flexible evening times'],
  },
  {
    title: 'Kids & Family',
    icon: UsersRound,
    text: 'From first splashes at age 3 to confident swimmers: playful lessons, and siblings or neighbours can share one.',
    points: ['Ages 3 and up', 'Semi-private for siblings', 'Water-safety skills first'],
  },
  {
    title: 'Competitive Prep',
    icon: Medal,
    text: 'Starts, flip turns and stroke efficiency for swimmers aiming at the summer league or a school team tryout.',
    points: ['All four strokes', 'Starts and turns', 'Race-pace sets'],
  },
] as const;

/** The three specialty programs on the home page. */
export function SpecialtyCards() {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {PROGRAMS.map(({ title, icon: Icon, text, points }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-xl bg-ocean-800 text-white">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-ocean-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
          <ul className="mt-4 space-y-1 text-sm font-medium text-ocean-900">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <span className="size-1.5 rounded-full bg-aqua-500" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
