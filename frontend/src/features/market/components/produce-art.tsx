// Small drawings of the sample products (no photos are downloaded for the static Products page).
export type ProduceKind = 'tomato' | 'onion' | 'potato' | 'mango' | 'wheat' | 'chilli';

const backgrounds: Record<ProduceKind, string> = {
  tomato: '#fdecea',
  onion: '#f6e9f3',
  potato: '#f7efe2',
  mango: '#fff6dc',
  wheat: '#fbf3d5',
  chilli: '#eaf5e4',
};

function Drawing({ kind }: { kind: ProduceKind }) {
  switch (kind) {
    case 'tomato':
      return (
        <>
          <circle cx="70" cy="66" r="30" fill="#e53935" />
          <circle cx="120" cy="70" r="28" fill="#d32f2f" />
          <circle cx="96" cy="92" r="30" fill="#f44336" />
          <path d="M96 60 l-10 -8 l10 3 l4 -9 l3 9 l10 -2 z" fill="#2e7d32" />
          <circle cx="84" cy="84" r="6" fill="#ffffff" opacity="0.35" />
        </>
      );
    case 'onion':
      return (
        <>
          <path
            d="M96 36 C96 50 60 60 60 92 C60 116 132 116 132 92 C132 60 96 50 96 36 Z"
            fill="#ab47bc"
          />
          <path d="M96 40 C92 60 76 72 78 104" stroke="#f3e5f5" strokeWidth="3" fill="none" />
          <path d="M96 40 C100 60 116 72 114 104" stroke="#f3e5f5" strokeWidth="3" fill="none" />
          <path d="M88 114 l8 8 l8 -8" stroke="#8d6e63" strokeWidth="3" fill="none" />
        </>
      );
    case 'potato':
      return (
        <>
          <ellipse cx="78" cy="80" rx="36" ry="26" fill="#c69c6d" />
          <ellipse cx="120" cy="92" rx="30" ry="22" fill="#b5835a" />
          <circle cx="66" cy="74" r="3" fill="#8d6e63" />
          <circle cx="88" cy="88" r="3" fill="#8d6e63" />
          <circle cx="124" cy="86" r="3" fill="#6d4c41" />
        </>
      );
    case 'mango':
      return (
        <>
          <path
            d="M70 50 C110 36 140 70 126 104 C114 128 70 120 62 94 C56 76 58 56 70 50 Z"
            fill="#ffb300"
          />
          <path
            d="M70 50 C90 60 100 90 96 118"
            stroke="#fb8c00"
            strokeWidth="4"
            fill="none"
            opacity="0.6"
          />
          <path d="M72 50 C70 38 80 30 94 30 C90 40 82 48 72 50 Z" fill="#43a047" />
        </>
      );
    case 'wheat':
      return (
        <>
          {[64, 96, 128].map((x) => (
            <g key={x}>
              <path d={`M${x} 124 V52`} stroke="#d89b1d" strokeWidth="3" />
              {[56, 68, 80, 92].map((y) => (
                <g key={y}>
                  <ellipse
                    cx={x - 6}
                    cy={y}
                    rx="6"
                    ry="9"
                    fill="#f4c542"
                    transform={`rotate(-25 ${x - 6} ${y})`}
                  />
                  <ellipse
                    cx={x + 6}
                    cy={y}
                    rx="6"
                    ry="9"
                    fill="#f4c542"
                    transform={`rotate(25 ${x + 6} ${y})`}
                  />
                </g>
              ))}
            </g>
          ))}
        </>
      );
    case 'chilli':
      return (
        <>
          <path d="M62 52 C100 56 130 84 136 118 C118 100 88 80 60 66 Z" fill="#2e7d32" />
          <path d="M76 44 C110 54 132 84 132 112 C118 94 96 74 72 60 Z" fill="#e53935" />
          <path d="M62 52 l-8 -10" stroke="#1b5e20" strokeWidth="4" strokeLinecap="round" />
          <path d="M76 44 l-6 -12" stroke="#1b5e20" strokeWidth="4" strokeLinecap="round" />
        </>
      );
  }
}

export function ProduceArt({ kind }: { kind: ProduceKind }) {
  return (
    <svg viewBox="0 0 192 144" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="192" height="144" fill={backgrounds[kind]} />
      <ellipse cx="96" cy="128" rx="70" ry="8" fill="#000000" opacity="0.06" />
      <Drawing kind={kind} />
    </svg>
  );
}
