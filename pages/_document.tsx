import { Head, Html, Main, NextScript } from 'next/document';
import { LANGUAGE_BOOT_SCRIPT } from '@/utils/language-boot';
import { THEME_BOOT_SCRIPT } from '@/utils/theme';

export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="color-scheme" content="light dark" />
      </Head>
      <body>
        {/* Runs before first paint so the saved theme and language show from the first frame. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT + LANGUAGE_BOOT_SCRIPT }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
