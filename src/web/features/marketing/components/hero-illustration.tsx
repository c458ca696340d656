/** The hero picture: a backyard pool at midday with a swimmer and an instructor, drawn for the site. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 380"
      className={className}
      role="img"
      aria-label="An instructor teaching a child to swim in a backyard pool"
    >
      <defs>
        <linearGradient id="hero-water" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#0e7490" />
        </linearGradient>
        <linearGradient id="hero-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#e0f2fe" />
          <stop offset="1" stopColor="#f0f9ff" />
        </linearGradient>
      </defs>
      <rect width="480" height="380" rx="32" fill="url(#hero-sky)" />
      <circle cx="390" cy="78" r="38" fill="#fde68a" />
      <circle cx="390" cy="78" r="52" fill="#fde68a" opacity="0.35" />
      <path d="M0 150h480v198a32 32 0 0 1-32 32H32A32 32 0 0 1 0 348z" fill="#bae6fd" />
      <rect x="36" y="170" width="408" height="180" rx="24" fill="#f8fafc" />
      <rect x="52" y="184" width="376" height="152" rx="16" fill="url(#hero-water)" />
      <g fill="none" stroke="#f0f9ff" strokeLinecap="round" strokeWidth="5" opacity="0.7">
        <path d="M80 230c14 0 14-8 28-8s14 8 28 8 14-8 28-8" />
        <path d="M290 300c14 0 14-8 28-8s14 8 28 8 14-8 28-8" />
        <path d="M110 310c10 0 10-6 20-6s10 6 20 6" />
      </g>
      {/* instructor */}
      <circle cx="300" cy="214" r="20" fill="#7c4a2d" />
      <path d="M280 212c4-16 36-16 40 0" fill="#1e293b" />
      <path d="M270 262c0-24 16-34 30-34s30 10 30 34z" fill="#0c4a6e" />
      <path d="M256 262h88" stroke="#5eead4" strokeWidth="8" strokeLinecap="round" opacity="0.8" />
      {/* child with float board */}
      <rect x="160" y="246" width="74" height="18" rx="9" fill="#f59e0b" />
      <circle cx="208" cy="236" r="15" fill="#f2c29b" />
      <path d="M194 232c2-12 26-12 28 0" fill="#b45309" />
      <path d="M182 262c6 4 14 4 20 0" stroke="#f0f9ff" strokeWidth="4" strokeLinecap="round" fill="none" />
      <rect x="244" y="240" width="36" height="8" rx="4" fill="#7c4a2d" transform="rotate(-12 262 244)" />
      <g fill="#ffffff" opacity="0.9">
        <circle cx="150" cy="250" r="4" />
        <circle cx="140" cy="242" r="3" />
        <circle cx="132" cy="252" r="2.5" />
      </g>
    </svg>
  );
}
