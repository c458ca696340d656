// A file of its own rather than inline markup: the drawing is the same in every build, so the browser caches it
// apart from the script, and the first script every visitor downloads does not carry it.
import heroPool from '../assets/hero-pool.svg?no-inline';

/** The hero picture: a backyard pool at midday with a swimmer and an instructor, drawn for the site. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <img
      src={heroPool}
      width={480}
      height={380}
      // Beside the heading, which is what the page paints first; the picture must not compete with it.
      decoding="async"
      className={className}
      alt="An instructor teaching a child to swim in a backyard pool"
    />
  );
}
