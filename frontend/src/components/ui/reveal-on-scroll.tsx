import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { onServerRenderedPage } from '../../app/prerendered';
import styles from './reveal-on-scroll.module.css';

type RevealOnScrollProps = {
  children: ReactNode;
  from?: 'up' | 'left' | 'right';
  className?: string;
};

const directionClass = { up: styles.up, left: styles.fromLeft, right: styles.fromRight };

// Fades and slides its content in the first time it scrolls into view, then stays put.
// Without IntersectionObserver (old browsers, tests, the build-time render) the content is simply
// shown, and so it stays on the page the server rendered.
export function RevealOnScroll({ children, from = 'up', className }: RevealOnScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(
    () => typeof IntersectionObserver === 'undefined' || onServerRenderedPage(pathname),
  );

  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  const classes = [styles.reveal, directionClass[from], visible && styles.visible, className];
  return (
    <div ref={ref} className={classes.filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
