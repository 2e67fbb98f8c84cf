import type { ReactNode, SVGProps } from 'react';

/**
 * The handful of line icons the app shell needs, drawn inline. Pages may use @ant-design/icons; the
 * shell does not, so the icon runtime stays out of the bundle every page shares.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Makes a 24×24 line icon in the current text colour; shared with other icon sets (markdown). */
export function lineIcon(paths: ReactNode) {
  return function ShellIcon({ className = '', ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        className={`inline-block shrink-0 ${className}`}
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

export const ChatIcon = lineIcon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />);
export const CompassIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);
export const AppsIcon = lineIcon(
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);
export const FlaskIcon = lineIcon(
  <path d="M9 3h6M10 3v6l-5.6 9.6A1.6 1.6 0 0 0 5.8 21h12.4a1.6 1.6 0 0 0 1.4-2.4L14 9V3" />,
);
export const SunIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = lineIcon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />);
export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CollapseIcon = lineIcon(<path d="M4 6h16M11 12h9M4 18h16M7 9l-3 3 3 3" />);
export const ExpandIcon = lineIcon(<path d="M4 6h16M4 12h9M4 18h16M17 9l3 3-3 3" />);
export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const InboxIcon = lineIcon(
  <>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
  </>,
);
export const WarningIcon = lineIcon(<path d="M12 3l10 18H2zM12 10v5M12 18v.01" />);
export const SignOutIcon = lineIcon(
  <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />,
);
export const KeyIcon = lineIcon(
  <path d="M15 3a6 6 0 1 1-5.2 9L3 18.8V21h3v-2h2v-2h2l1.8-1.8A6 6 0 0 1 15 3zM16.5 7.5v.01" />,
);
export const UsersIcon = lineIcon(
  <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.7" />,
);
