import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// A new page starts at its top, unless the link points at an anchor on it. Not on the first
// render: the browser places a freshly loaded page itself, and a server-rendered page the visitor
// has already scrolled must not jump back when the app takes it over (ADR 0005).
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
