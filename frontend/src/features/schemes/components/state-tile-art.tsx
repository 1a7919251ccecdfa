/** FNV-1a: the same name always gives the same picture. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

// Furrows run from the bottom edge to one point on the horizon, as in a ploughed field.
const furrowStarts = [-40, 0, 40, 80, 120, 160, 200];

/**
 * A small drawn landscape (sky, sun, hills, a ploughed field) whose colours and shapes follow
 * from the state's name, so that every card looks its own without downloading a photo.
 * Decorative: the card's text names the state.
 */
export function StateTileArt({ name }: { name: string }) {
  const hash = hashOf(name);
  const fieldHue = 55 + (hash % 85); // from ripe wheat to paddy green
  const skyHue = 185 + ((hash >>> 8) % 40);
  const sunX = 18 + ((hash >>> 12) % 124);
  const hill = 26 + ((hash >>> 20) % 18);
  const horizonX = 50 + ((hash >>> 26) % 60);
  return (
    <svg
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <rect width="160" height="90" fill={`hsl(${skyHue} 70% 87%)`} />
      <circle cx={sunX} cy="20" r="9" fill="hsl(44 95% 60%)" />
      <path
        d={`M0 ${hill + 22} Q40 ${hill} 80 ${hill + 14} T160 ${hill + 6} V90 H0Z`}
        fill={`hsl(${(fieldHue + 30) % 360} 30% 58%)`}
      />
      <path d="M0 60 Q80 48 160 58 V90 H0Z" fill={`hsl(${fieldHue} 52% 42%)`} />
      <g stroke={`hsl(${fieldHue} 60% 26%)`} strokeWidth="1.4" strokeOpacity="0.45">
        {furrowStarts.map((x) => (
          <path key={x} d={`M${x} 90 L${horizonX} 57`} />
        ))}
      </g>
    </svg>
  );
}
