import { common } from '@/locales/en/common';

/**
 * The logo drawn in the page itself (the same drawing as `/logo.svg` and `/logo-dark.svg`, the name's
 * colour following the theme class): the exported HTML's outline paints it without a request of its own.
 */
export function LogoArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 48" aria-hidden="true" focusable="false" className={className}>
      <rect x="2" y="4" width="40" height="40" rx="9" fill="#0C75FC" />
      <ellipse cx="22" cy="14" rx="10" ry="4" fill="#fff" />
      <path
        d="M12 14v8c0 2.2 4.5 4 10 4s10-1.8 10-4v-8c0 2.2-4.5 4-10 4s-10-1.8-10-4z"
        fill="#fff"
        opacity=".85"
      />
      <path
        d="M12 24v8c0 2.2 4.5 4 10 4s10-1.8 10-4v-8c0 2.2-4.5 4-10 4s-10-1.8-10-4z"
        fill="#fff"
        opacity=".65"
      />
      <text
        x="52"
        y="33"
        fontFamily="Inter,Segoe UI,Helvetica,Arial,sans-serif"
        fontSize="24"
        fontWeight="700"
        className="fill-[#1f2937] dark:fill-[#f3f4f6]"
      >
        {/* The product's name, the same in both languages. */}
        {common.app_name}
      </text>
    </svg>
  );
}
