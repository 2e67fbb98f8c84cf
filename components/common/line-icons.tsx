import { lineIcon } from './shell-icons';

/**
 * Line icons for the screens, drawn inline like the shell's: a screen that shows them does not load the
 * icon library. Names follow the @ant-design/icons they replace, without the "Outlined" suffix.
 */
export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);
export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const DeleteIcon = lineIcon(<path d="M4 7h16M9 7V4h6v3M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />);
export const EditIcon = lineIcon(<path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
export const SaveIcon = lineIcon(
  <>
    <path d="M5 4h11l3 3v13H5z" />
    <path d="M8 4v5h7V4M8 20v-6h8v6" />
  </>,
);
export const CopyIcon = lineIcon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </>,
);
export const ReloadIcon = lineIcon(<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />);
export const ArrowUpIcon = lineIcon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const ArrowDownIcon = lineIcon(<path d="M12 5v14M6 13l6 6 6-6" />);
export const ArrowLeftIcon = lineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const StopSquareIcon = lineIcon(<rect x="7" y="7" width="10" height="10" rx="1.5" />);
export const StopIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </>,
);
export const PaperClipIcon = lineIcon(
  <path d="M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />,
);
export const FileTextIcon = lineIcon(
  <>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </>,
);
export const ControlIcon = lineIcon(<path d="M4 7h10M18 7h2M4 17h2M10 17h10M14 5v4M6 15v4" />);
export const ClearIcon = lineIcon(<path d="M14 4l6 6M5 19l9.5-9.5 3 3L8 22H5zM4 22h16" />);
export const PowerIcon = lineIcon(<path d="M12 3v9M7 6.3a8 8 0 1 0 10 0" />);
export const MoreIcon = lineIcon(<path d="M12 5v.01M12 12v.01M12 19v.01" strokeWidth={3} />);
export const CaretRightIcon = lineIcon(<path d="M9 6l6 6-6 6" />);
export const CaretLeftIcon = lineIcon(<path d="M15 6l-6 6 6 6" />);
export const CaretDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);
export const CheckCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </>,
);
export const ExclamationCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.01" />
  </>,
);
export const CloseCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const InfoCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </>,
);
export const PauseCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6M14 9v6" />
  </>,
);
export const LikeIcon = lineIcon(
  <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 6A2 2 0 0 1 17.7 20H7" />,
);
export const DislikeIcon = lineIcon(
  <path d="M7 14V4H4v10zM7 14l4 7a2 2 0 0 0 3-2l-1-5h6a2 2 0 0 0 2-2.3l-1.3-6A2 2 0 0 0 17.7 4H7" />,
);
const STAR = 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z';
export const StarIcon = lineIcon(<path d={STAR} />);
export const StarFilledIcon = lineIcon(<path d={STAR} fill="currentColor" />);
export const LikeFilledIcon = lineIcon(
  <path
    d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 6A2 2 0 0 1 17.7 20H7z"
    fill="currentColor"
  />,
);
export const DislikeFilledIcon = lineIcon(
  <path
    d="M7 14V4H4v10zM7 14l4 7a2 2 0 0 0 3-2l-1-5h6a2 2 0 0 0 2-2.3l-1.3-6A2 2 0 0 0 17.7 4H7z"
    fill="currentColor"
  />,
);

// Chat scenes.
export const MessageIcon = lineIcon(<path d="M4 5h16v11H9l-5 4z" />);
export const ReadIcon = lineIcon(
  <path d="M12 6c-2-1.5-5-2-8-2v14c3 0 6 .5 8 2 2-1.5 5-2 8-2V4c-3 0-6 .5-8 2zM12 6v14" />,
);
export const ConsoleSqlIcon = lineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 9l3 3-3 3M12 15h5" />
  </>,
);
export const DatabaseIcon = lineIcon(
  <>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
  </>,
);
export const BarChartIcon = lineIcon(<path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />);
export const FileExcelIcon = lineIcon(
  <>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9.5 11l5 6M14.5 11l-5 6" />
  </>,
);
export { AppsIcon as AppstoreIcon } from './shell-icons';
export const ApartmentIcon = lineIcon(
  <>
    <rect x="9" y="3" width="6" height="5" rx="1" />
    <rect x="3" y="16" width="6" height="5" rx="1" />
    <rect x="15" y="16" width="6" height="5" rx="1" />
    <path d="M12 8v4M6 16v-4h12v4" />
  </>,
);
export const ToolIcon = lineIcon(
  <path d="M14.5 6.5a4 4 0 0 0 5 5L21 10a5 5 0 0 1-6.6 6.3L7 23.5 3.5 20l7.2-7.4A5 5 0 0 1 17 6z" />,
);
export const RobotIcon = lineIcon(
  <>
    <rect x="4" y="8" width="16" height="12" rx="2" />
    <path d="M12 4v4M9 13v1M15 13v1M9 17h6" />
  </>,
);
