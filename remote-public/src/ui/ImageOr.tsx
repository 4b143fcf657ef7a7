import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; fallback?: ReactNode };

/**
 * An image from an address an admin typed: when it does not load (a typo, a file since removed), `fallback`
 * takes its place, or nothing, never the browser's broken-image icon on a studio's portfolio.
 */
export function ImageOr({ fallback = null, alt, ...img }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === img.src) return fallback;
  return <img alt={alt} {...img} onError={() => setFailed(img.src)} />;
}
