// A file of its own rather than inline markup, so the first script every visitor downloads does not carry it. It
// sits at a fixed address (src/web/public), which the prerendered HTML and the app both name.
const HERO_PICTURE = '/hero-pool.svg';

/** The hero picture: a backyard pool at midday with a swimmer and an instructor, drawn for the site. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <img
      src={HERO_PICTURE}
      width={480}
      height={380}
      // Beside the heading, which is what the page paints first; the picture must not compete with it.
      decoding="async"
      className={className}
      alt="An instructor teaching a child to swim in a backyard pool"
    />
  );
}
