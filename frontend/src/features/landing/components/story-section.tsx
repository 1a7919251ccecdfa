import Typography from '@mui/material/Typography';
import { RevealOnScroll } from '../../../components/ui/reveal-on-scroll';
import styles from './landing.module.css';
import { PageWidth } from '../../../components/ui/page-width';

type StorySectionProps = {
  id: string;
  title: string;
  paragraphs: string[];
  image: { src: string; alt: string; width: number; height: number };
  /** Puts the image on the right, so consecutive sections alternate. */
  reversed?: boolean;
  tinted?: boolean;
};

export function StorySection({
  id,
  title,
  paragraphs,
  image,
  reversed,
  tinted,
}: StorySectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={styles.section}
      style={tinted ? { background: '#eef6e9' } : undefined}
    >
      <PageWidth>
        <div className={[styles.story, reversed && styles.storyReversed].filter(Boolean).join(' ')}>
          <RevealOnScroll from={reversed ? 'right' : 'left'}>
            <div className={styles.imageFrame}>
              <img
                className={styles.storyImage}
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
              />
            </div>
          </RevealOnScroll>
          <RevealOnScroll from={reversed ? 'left' : 'right'}>
            <Typography
              id={id}
              variant="h2"
              sx={{ color: 'primary.dark', mb: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
            >
              {title}
            </Typography>
            {paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2, fontSize: '1.05rem' }}>
                {paragraph}
              </Typography>
            ))}
          </RevealOnScroll>
        </div>
      </PageWidth>
    </section>
  );
}
