import { useEffect } from 'react';
import { BUSINESS } from '@core/catalog/business';

function setMeta(selector: string, attr: 'content' | 'href', value: string, create: () => HTMLElement) {
  let el = document.head.querySelector(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/** Sets the document title and meta description for a page. */
export function usePageMeta(title: string, description?: string, options: { noIndex?: boolean } = {}) {
  useEffect(() => {
    document.title = title.includes(BUSINESS.name) ? title : `${title} | ${BUSINESS.name}`;
    if (description) {
      setMeta('meta[name="description"]', 'content', description, () => {
        const m = document.createElement('meta');
        m.setAttribute('name', 'description');
        return m;
      });
    }
    const robots = document.head.querySelector('meta[name="robots"]');
    if (options.noIndex) {
      setMeta('meta[name="robots"]', 'content', 'noindex, nofollow', () => {
        const m = document.createElement('meta');
        m.setAttribute('name', 'robots');
        return m;
      });
    } else {
      robots?.remove();
    }
  }, [title, description, options.noIndex]);
}
