import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';

/** The message exactly as received, for when it cannot be rendered as markdown. */
export function RawMessage({
  text,
  className = '',
  failed = false,
}: {
  text: string;
  className?: string;
  failed?: boolean;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className={className}>
      {failed && (
        <p className="m-0 mb-1 text-xs text-black/45 dark:text-white/45">{t('markdown.render_failed')}</p>
      )}
      <div className="break-words whitespace-pre-wrap">{text}</div>
    </div>
  );
}

interface RenderFallbackBoundaryProps {
  /** Shown, as plain text, if rendering fails; a new value gets a fresh attempt. */
  rawText: string;
  className?: string;
  children: ReactNode;
}

interface RenderFallbackBoundaryState {
  failed: boolean;
  /** The text the current attempt is for: new text clears an earlier failure. */
  attemptedText: string;
}

/** A message that throws while rendering shows its raw text instead of taking the page down. */
export class RenderFallbackBoundary extends Component<
  RenderFallbackBoundaryProps,
  RenderFallbackBoundaryState
> {
  state: RenderFallbackBoundaryState = { failed: false, attemptedText: this.props.rawText };

  static getDerivedStateFromError(): Partial<RenderFallbackBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RenderFallbackBoundaryProps,
    state: RenderFallbackBoundaryState,
  ): Partial<RenderFallbackBoundaryState> | null {
    return props.rawText === state.attemptedText ? null : { failed: false, attemptedText: props.rawText };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Message render failed', error, info.componentStack);
  }

  render() {
    if (this.state.failed)
      return <RawMessage text={this.props.rawText} className={this.props.className} failed />;
    return this.props.children;
  }
}
