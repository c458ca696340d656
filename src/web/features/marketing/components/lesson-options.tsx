import { BUSINESS } from '@core/catalog/business';

const OPTIONS = [
  {
    title: 'Private',
    size: '1-on-1',
    text: "Your instructor's full attention. The fastest progress, and the best fit for nervous swimmers and adults.",
  },
  {
    title: 'Semi-Private',
    size: '2 people max',
    text: 'Siblings, friends or a parent and child learning side by side, for less per swimmer.',
  },
  {
    title: 'Group',
    size: `${BUSINESS.groupSize.min}-${BUSINESS.groupSize.max} people`,
    text: 'Neighbours who share a pool split the cost. Fun, social and the lowest price per swimmer.',
  },
];

/** What private, semi-private and group lessons mean. */
export function LessonOptions() {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {OPTIONS.map((o) => (
        <li key={o.title} className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-xl font-bold text-ocean-900">{o.title}</h3>
          <p className="mt-1 text-sm font-semibold text-ocean-700">{o.size}</p>
          <p className="mt-3 text-sm leading-relaxed text-slate-700">{o.text}</p>
        </li>
      ))}
    </ul>
  );
}
