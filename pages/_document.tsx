import { isValidElement, type JSX } from 'react';
import { Head, Html, Main, NextScript } from 'next/document';
import { LANGUAGE_BOOT_SCRIPT } from '@/utils/language-boot';
import { scriptsAfterFirstPaintSource } from '@/utils/scripts-after-first-paint';
import { SHELL_SESSION_BOOT_SCRIPT } from '@/utils/shell-session-boot';
import { THEME_BOOT_SCRIPT } from '@/utils/theme';

type DocumentFiles = Parameters<Head['getScripts']>[0];

function sourceOf(element: JSX.Element | null): string | undefined {
  if (!isValidElement<{ src?: unknown }>(element)) return undefined;
  return typeof element.props.src === 'string' ? element.props.src : undefined;
}

/**
 * Next's chunk tags become one inline script that loads them after the first paint (see
 * `scriptsAfterFirstPaintSource`). Inline scripts among them (Turbopack's chunk list) stay, before it.
 */
function afterFirstPaint(elements: (JSX.Element | null)[], key: string): JSX.Element[] {
  const sources = elements.map(sourceOf).filter((src): src is string => src !== undefined);
  const kept = elements.filter((element): element is JSX.Element => element !== null && !sourceOf(element));
  if (sources.length === 0) return kept;
  return [
    ...kept,
    <script key={key} dangerouslySetInnerHTML={{ __html: scriptsAfterFirstPaintSource(sources) }} />,
  ];
}

/**
 * The `<head>`, with the page's JavaScript run after its first paint: the exported outline paints at once,
 * on a slow phone too, instead of after every chunk has run. Development keeps Next's tags.
 */
class PaintFirstHead extends Head {
  override getDynamicChunks(files: DocumentFiles): (JSX.Element | null)[] {
    const chunks = super.getDynamicChunks(files);
    return this.context.isDevelopment ? chunks : afterFirstPaint(chunks, 'dynamic-chunks-after-paint');
  }

  override getScripts(files: DocumentFiles): JSX.Element[] {
    const scripts = super.getScripts(files);
    return this.context.isDevelopment ? scripts : afterFirstPaint(scripts, 'scripts-after-paint');
  }
}

export default function Document() {
  return (
    <Html lang="en">
      <PaintFirstHead>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="color-scheme" content="light dark" />
      </PaintFirstHead>
      <body>
        {/* Runs before first paint so the saved theme and language show from the first frame, and the
            address's admission is kept even if the outline's links are followed before the page runs. */}
        <script
          dangerouslySetInnerHTML={{
            __html: THEME_BOOT_SCRIPT + LANGUAGE_BOOT_SCRIPT + SHELL_SESSION_BOOT_SCRIPT,
          }}
        />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
