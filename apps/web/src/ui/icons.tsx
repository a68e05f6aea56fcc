import type { ReactElement, SVGProps } from 'react';

/**
 * Booster's one icon set: stroke icons on a 24×24 grid, drawn in currentColor (our own shapes; no
 * icon package). Every feature imports its icons from here.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export type IconComponent = (props: IconProps) => ReactElement;

/** Makes an icon from the path data of its strokes; `size` and `strokeWidth` can be set per use. */
export function icon(paths: readonly string[]): IconComponent {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const HomeIcon = icon(['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10']);
export const BoxIcon = icon(['M3 7l9-4 9 4-9 4-9-4z', 'M3 7v10l9 4 9-4V7', 'M12 11v10']);
export const ChatIcon = icon(['M4 5h16v11H9l-5 4V5z', 'M8 9h8', 'M8 12h5']);
export const CartIcon = icon(['M3 4h2l2.4 11h11L21 7H6.2', 'M9 20h.01', 'M18 20h.01']);
export const SearchIcon = icon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4']);
export const UsersIcon = icon([
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M2 21v-1a6 6 0 0 1 12 0v1',
  'M16 3.5a4 4 0 0 1 0 7.5',
  'M22 21v-1a6 6 0 0 0-4-5.6',
]);
export const BellIcon = icon(['M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2z', 'M10 20a2 2 0 0 0 4 0']);
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = icon(['M6 6l12 12', 'M18 6L6 18']);
export const LogoutIcon = icon(['M14 4h5v16h-5', 'M10 8l-4 4 4 4', 'M6 12h10']);
export const HelpIcon = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14',
  'M12 17h.01',
]);
export const ExternalIcon = icon(['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6']);
export const LinkIcon = icon([
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
  'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
]);
export const ReceiptIcon = icon(['M6 3h12v18l-3-2-3 2-3-2-3 2V3z', 'M9 8h6', 'M9 12h6']);
export const TagIcon = icon(['M3 12V4h8l10 10-8 8L3 12z', 'M7.5 7.5h.01']);
export const GiftIcon = icon([
  'M4 11h16v10H4z',
  'M3 7h18v4H3z',
  'M12 7v14',
  'M12 7c-2-4-6-3-5 0',
  'M12 7c2-4 6-3 5 0',
]);
export const InboxIcon = icon(['M3 13l3-8h12l3 8', 'M3 13v6h18v-6h-5l-1 2h-6l-1-2H3z']);
export const AlertIcon = icon(['M12 3l10 18H2L12 3z', 'M12 10v4', 'M12 17h.01']);
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2']);
export const MailIcon = icon(['M3 5h18v14H3z', 'M3 6l9 7 9-7']);
export const CheckIcon = icon(['M5 12l5 5 9-10']);
export const ShieldIcon = icon(['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z', 'M9 12l2 2 4-4']);
export const WhatsAppIcon = icon([
  'M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20z',
  'M9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2L9 9z',
]);

export const UserIcon = icon(['M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7']);
export const UserPlusIcon = icon([
  'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M3 20c0-3.6 3.1-6.5 7-6.5',
  'M18 14v6',
  'M15 17h6',
]);
export const LayersIcon = icon(['M12 4l8 4-8 4-8-4 8-4z', 'M4 12l8 4 8-4', 'M4 16l8 4 8-4']);
export const TruckIcon = icon([
  'M3 6h11v10H3z',
  'M14 9h4l3 3.5V16h-7',
  'M6 19.5a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z',
  'M17 19.5a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z',
]);
export const ChartIcon = icon(['M5 20V11', 'M11 20V5', 'M17 20v-6', 'M3 20h18']);
export const RocketIcon = icon([
  'M12 15l-3-3c1.5-5 5-8.5 11-9-.5 6-4 9.5-8 12z',
  'M9 12H5l2.5-3.5H11',
  'M12 15v4l3.5-2.5V13',
  'M6 18c-1 1-1.5 2.5-1.5 2.5S6 20 7 19',
]);
export const ImageIcon = icon(['M4 5h16v14H4z', 'M4 15l5-5 5 5 2-2 4 4', 'M15.5 9.5h.01']);
export const CopyIcon = icon(['M8 8h11v12H8z', 'M5 16V4h11']);
export const StoreIcon = icon([
  'M4 9l1.5-5h13L20 9',
  'M4 9h16v2a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 11V9z',
  'M5 12v8h14v-8',
  'M10 20v-5h4v5',
]);
export const ToolIcon = icon([
  'M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3l6.5-6.5a4 4 0 0 0-2-2z',
  'M4 20l5-5',
]);
export const UploadIcon = icon(['M12 16V4', 'M7 9l5-5 5 5', 'M4 16v4h16v-4']);
export const TrashIcon = icon(['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13', 'M10 11v6', 'M14 11v6']);
export const PlusIcon = icon(['M12 5v14', 'M5 12h14']);
