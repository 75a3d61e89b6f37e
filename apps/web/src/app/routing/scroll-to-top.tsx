import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Each new screen starts at the top (spec section 2); a hash keeps its in-page anchor. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
