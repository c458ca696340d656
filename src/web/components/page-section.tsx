import type { ReactNode, RefObject } from 'react';

/**
 * The standard top of a content page: a heading and an optional lead paragraph. A page that moves focus to its
 * heading passes `headingRef`, which also makes the heading focusable.
 */
export function PageIntro({
  title,
  lead,
  children,
  headingRef,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section className="bg-gradient-to-b from-ocean-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-3xl font-extrabold tracking-tight text-ocean-900 sm:text-4xl"
        >
          {title}
        </h1>
        {lead && <p className="mt-3 max-w-2xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
