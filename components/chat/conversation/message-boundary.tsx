import { Component, type ReactNode } from 'react';

interface MessageBoundaryProps {
  /** Shown as plain text when the rendered message throws. */
  raw: string;
  children: ReactNode;
}

/** A message that fails to render shows its raw text instead of taking the conversation down. */
export class MessageBoundary extends Component<MessageBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <pre className="m-0 whitespace-pre-wrap break-words font-sans">{this.props.raw}</pre>;
  }
}
