import { useEffect } from 'react';
import { pageTitle } from '../../shared/page-titles.ts';

/**
 * Names the screen in the browser's tab and history: `name` (undefined: the front page), or null to leave
 * the title to a screen drawn inside this one, or until this one knows what it shows.
 */
export function useDocumentTitle(name: string | undefined | null) {
  useEffect(() => {
    if (name !== null) document.title = pageTitle(name);
  }, [name]);
}
