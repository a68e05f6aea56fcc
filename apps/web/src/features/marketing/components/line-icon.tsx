const PATHS = {
  box: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z M12 12l8-4.5 M12 12v9 M12 12L4 7.5',
  layers: 'M12 4l8 4-8 4-8-4 8-4z M4 12l8 4 8-4 M4 16l8 4 8-4',
  truck:
    'M3 6h11v10H3z M14 9h4l3 3.5V16h-7 M6 19.5a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z M17 19.5a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z',
  chat: 'M4 5h16v11H9l-5 4V5z M8 9h8 M8 12h5',
  chart: 'M5 20V11 M11 20V5 M17 20v-6 M3 20h18',
  users:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 5.2a3 3 0 0 1 0 5.6 M21 20c0-2.6-1.6-4.8-4-5.6',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z M9 12l2 2 4-4',
  check: 'M5 12.5l4.5 4.5L19 7',
  x: 'M7 7l10 10 M17 7L7 17',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  userPlus: 'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M3 20c0-3.6 3.1-6.5 7-6.5 M18 14v6 M15 17h6',
  rocket:
    'M12 15l-3-3c1.5-5 5-8.5 11-9-.5 6-4 9.5-8 12z M9 12H5l2.5-3.5H11 M12 15v4l3.5-2.5V13 M6 18c-1 1-1.5 2.5-1.5 2.5S6 20 7 19',
  image: 'M4 5h16v14H4z M4 15l5-5 5 5 2-2 4 4 M15.5 9.5h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M20 20l-4-4',
  copy: 'M8 8h11v12H8z M5 16V4h11',
  store:
    'M4 9l1.5-5h13L20 9 M4 9h16v2a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 11V9z M5 12v8h14v-8 M10 20v-5h4v5',
  tool: 'M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3l6.5-6.5a4 4 0 0 0-2-2z M4 20l5-5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2',
  alert: 'M12 4l9 16H3l9-16z M12 10v4 M12 17h.01',
  home: 'M4 11l8-7 8 7 M6 9.5V20h12V9.5 M10 20v-6h4v6',
} as const;

export type LineIconName = keyof typeof PATHS;

export type LineIconProps = { name: LineIconName; size?: number; strokeWidth?: number };

/** A small stroke icon drawn with currentColor (our own shapes; no icon package). */
export function LineIcon({ name, size = 24, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
