import Box, { type BoxProps } from '@mui/material/Box';
import styles from './page-width.module.css';

type PageWidthProps = BoxProps & {
  /** 600 px instead of 1200 px, for short messages. */
  narrow?: boolean;
};

/** Centres content at the page's reading width, with side padding on small screens. */
export function PageWidth({ narrow = false, className, ...props }: PageWidthProps) {
  const classes = [styles.width, narrow && styles.narrow, className].filter(Boolean).join(' ');
  return <Box {...props} className={classes} />;
}
