import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import '@/locales/areas/chat';
import { ImageLightbox } from './image-lightbox';

/** An image in a message: kept to a modest size, opened full screen on click. */
export function MarkdownImage({ src, alt, title }: ComponentProps<'img'> & ExtraProps) {
  const { t } = useTranslation('chat');
  const [previewing, setPreviewing] = useState(false);
  const description = alt || title || '';
  // An unsafe address was emptied by the URL filter: show what the image was, not a broken picture.
  if (typeof src !== 'string' || !src) return description ? <span>{description}</span> : null;

  return (
    <>
      <button
        type="button"
        onClick={() => setPreviewing(true)}
        aria-label={t('markdown.open_image', { name: description || t('markdown.image') })}
        className="inline-block max-w-full cursor-zoom-in rounded border-0 bg-transparent p-0 align-middle focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
      >
        <img
          src={src}
          alt={description}
          title={title}
          loading="lazy"
          className="block max-h-80 max-w-full rounded object-contain"
        />
      </button>
      {previewing && <ImageLightbox src={src} alt={description} onClose={() => setPreviewing(false)} />}
    </>
  );
}
