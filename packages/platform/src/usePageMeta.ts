import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  /** absolute path of the canonical URL, e.g. /projects/harmonius-blend */
  canonical?: string;
  image?: string;
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the document title, meta description, Open Graph tags and canonical link of a route. */
export function usePageMeta({ title, description, canonical, image }: PageMeta): void {
  useEffect(() => {
    const fullTitle = title.includes('Estúdio') ? title : `${title} | Estúdio Criativo`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:locale', 'pt_BR');
    const url = new URL(canonical ?? location.pathname, location.origin).href;
    setMeta('property', 'og:url', url);
    if (image) setMeta('property', 'og:image', new URL(image, location.origin).href);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = url;
  }, [title, description, canonical, image]);
}
