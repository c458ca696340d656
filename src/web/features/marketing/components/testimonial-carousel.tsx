import { Pause, Play, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { lessonTypeLabel } from '@core/catalog/lesson-types';
import { TESTIMONIALS } from '@core/catalog/testimonials';
import { clsx } from 'clsx';

export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * Five testimonials that advance every 5 seconds and wrap around. Rotation pauses while the pointer is over it
 * or keyboard focus is inside it, and can be stopped with the pause button; the dots jump to a testimonial.
 */
export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;

  // A fresh 5 s for every testimonial shown, so one picked with a dot stays up for the full time.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [paused, index]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="What families say"
      data-paused={paused}
      className="relative mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announce changes only when the visitor is in control, not on every automatic turn. */}
      <div aria-live={paused ? 'polite' : 'off'} className="grid">
        {TESTIMONIALS.map((t, i) => (
          // A slide is a group (the carousel pattern); the testimonial inside it is a figure with its caption.
          <div
            key={t.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${TESTIMONIALS.length}`}
            hidden={i !== index}
            className="col-start-1 row-start-1 rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8"
          >
            <figure>
              <div className="flex gap-1 text-sun-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, s) => (
                  <Star
                    key={s}
                    className={clsx('size-5', s < t.rating ? 'fill-current' : 'opacity-30')}
                    aria-hidden="true"
                  />
                ))}
              </div>
              <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
                &ldquo;{t.text}&rdquo;
              </blockquote>
              <figcaption className="mt-5 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-bold text-ocean-900">{t.name}</span>
                  <span className="text-slate-600"> · {t.location}</span>
                </span>
                <span className="rounded-full bg-aqua-300/40 px-3 py-1 font-medium text-ocean-900">
                  {lessonTypeLabel(t.lessonType)} · {t.outcome}
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-5 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          className="mr-2 flex size-9 items-center justify-center rounded-full text-ocean-800 hover:bg-ocean-50"
          aria-label={stopped ? 'Play testimonials' : 'Pause testimonials'}
        >
          {stopped ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
        </button>
        {TESTIMONIALS.map((t, i) => (
          <button
            key={t.name}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={`Show testimonial ${i + 1} of ${TESTIMONIALS.length}`}
            aria-current={i === index ? 'true' : undefined}
            className="flex size-9 items-center justify-center rounded-full"
          >
            <span
              className={clsx(
                'block h-2.5 rounded-full transition-all',
                i === index ? 'w-7 bg-ocean-800' : 'w-2.5 bg-slate-400',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
