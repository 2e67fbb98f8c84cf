import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '@/locales/areas/chat';
import { CloseIcon } from './markdown-icons';

interface ImageLightboxProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/** A full-screen view of one image. Escape, the close button or a click beside the image closes it. */
export function ImageLightbox({ src, alt, onClose }: ImageLightboxProps) {
  const { t } = useTranslation('chat');
  const closeButton = useRef<HTMLButtonElement>(null);

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab') {
        // The close button is the only control: focus stays inside the dialog.
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('markdown.image_preview')}
      className="fixed inset-0 z-[1100] flex items-center justify-center p-6"
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        data-testid="image-preview-backdrop"
        onClick={onClose}
        className="absolute inset-0 cursor-zoom-out border-0 bg-black/75 p-0"
      />
      <img src={src} alt={alt} className="relative max-h-full max-w-full rounded object-contain shadow-2xl" />
      <button
        ref={closeButton}
        type="button"
        aria-label={t('markdown.close_preview')}
        title={t('markdown.close_preview')}
        onClick={onClose}
        className="absolute top-4 right-4 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border-0 bg-white/15 text-xl text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
      >
        <CloseIcon />
      </button>
    </div>,
    document.body,
  );
}
