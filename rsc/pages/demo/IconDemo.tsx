/** The site's interface icons (inline SVG, currentColor), as the icon demo page shows them. */
export const ICONS: Readonly<Record<string, string>> = {
  search: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  menu: 'M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z',
  close: 'M5.6 4.2 12 10.6l6.4-6.4 1.4 1.4-6.4 6.4 6.4 6.4-1.4 1.4-6.4-6.4-6.4 6.4-1.4-1.4 6.4-6.4-6.4-6.4z',
  play: 'M7 4v16l13-8z',
  share:
    'M18 16a3 3 0 1 1-2.9 3.7l-6.3-3.2a3 3 0 1 1 0-5l6.3-3.2A3 3 0 1 1 16 9.7L9.7 13a3 3 0 0 1 0 .1l6.3 3.2A3 3 0 0 1 18 16z',
  'chevron-right': 'M9 5.6 10.4 4.2 18.2 12l-7.8 7.8L9 18.4l6.4-6.4z',
  star: 'M12 2l3 7 7.5.6-5.7 4.9 1.8 7.4L12 18l-6.6 3.9 1.8-7.4L1.5 9.6 9 9z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z',
};

export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  const path = ICONS[name];
  if (!path) return null;
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export function IconDemo() {
  return (
    <div className="demo">
      <h1>Icons</h1>
      <ul className="icon-grid">
        {Object.keys(ICONS).map((name) => (
          <li key={name}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
