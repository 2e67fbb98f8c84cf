import { imageSize } from 'image-size';

/** What an avatar may be, by the type its bytes show (never by the name or the declared type). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Beyond this, a small file could still decode to a huge bitmap in every browser that shows it. */
const MAX_SIDE_PIXELS = 4096;

/**
 * The content type of an avatar image, read from its bytes by image-size (which parses the header, not
 * only the first bytes); null when they are no PNG, JPEG or WebP of sensible dimensions.
 */
export function avatarContentType(bytes: Uint8Array): string | null {
  try {
    const { type, width, height } = imageSize(bytes);
    const contentType = type === undefined ? undefined : CONTENT_TYPES[type];
    if (contentType === undefined || !width || !height) return null;
    return width > MAX_SIDE_PIXELS || height > MAX_SIDE_PIXELS ? null : contentType;
  } catch {
    // image-size throws on bytes it cannot read as any image.
    return null;
  }
}
