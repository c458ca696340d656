/** How many of the level's milestones are checked, as a percent bar with the figure written out. */
export function ProgressMeter({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <p className="text-sm font-semibold text-slate-700" id="progress-label">
          {done} of {total} milestones
        </p>
        <p className="text-2xl font-extrabold text-ocean-900" data-testid="progress-percent">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      {percent === 100 && (
        <p className="mt-2 text-sm font-semibold text-teal-800">
          Every milestone reached: ready for the next level!
        </p>
      )}
    </div>
  );
}
