import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

export function Hero() {
  const { t } = useTranslation();
  const words = t('landing.heroSentence').split(' ');

  return (
    <section className={styles.hero} aria-labelledby="landing-hero-title">
      {/* Each word fades in 0.15 s after the one before; spaces stay real text so the heading
          reads as one sentence. */}
      <h1 id="landing-hero-title" className={styles.heroTitle}>
        {words.map((word, index) => (
          <span key={index}>
            {index > 0 && ' '}
            <span className={styles.word} style={{ '--word-index': index } as CSSProperties}>
              {word}
            </span>
          </span>
        ))}
      </h1>
    </section>
  );
}
