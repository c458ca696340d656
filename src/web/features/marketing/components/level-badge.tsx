import type { LevelId } from '@core/catalog/levels';

const COLOURS: Record<LevelId, { bg: string; fg: string }> = {
  turtle: { bg: '#ccfbf1', fg: '#0f766e' },
  seahorse: { bg: '#fef3c7', fg: '#b45309' },
  guppy: { bg: '#e0f2fe', fg: '#0369a1' },
  stingray: { bg: '#ede9fe', fg: '#6d28d9' },
  barracuda: { bg: '#ffe4e6', fg: '#be123c' },
};

/** A small drawn mark per level, so levels are told apart by shape and label, not colour alone. */
export function LevelBadge({ id }: { id: LevelId }) {
  const { bg, fg } = COLOURS[id];
  const index = ['turtle', 'seahorse', 'guppy', 'stingray', 'barracuda'].indexOf(id) + 1;
  return (
    <svg viewBox="0 0 48 48" className="size-12 shrink-0" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill={bg} />
      <path
        d="M8 30c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3"
        fill="none"
        stroke={fg}
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.5"
      />
      <text
        x="24"
        y="25"
        textAnchor="middle"
        fontSize="17"
        fontWeight="800"
        fill={fg}
        fontFamily="system-ui, sans-serif"
      >
        {index}
      </text>
    </svg>
  );
}
