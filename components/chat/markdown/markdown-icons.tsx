import { lineIcon as icon } from '@/components/common/shell-icons';

// Line icons for the message renderer, drawn inline so the lazy chunk needs no icon library.
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </>,
);

export const CheckIcon = icon(<path d="m5 12 5 5 9-10" />);

export const ChevronIcon = icon(<path d="m9 6 6 6-6 6" />);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);

export const BulbIcon = icon(
  <>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3Z" />
  </>,
);
