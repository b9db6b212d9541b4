import { useId } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './InstallGuide.css';

export const installPlatforms = ['ios', 'android'] as const;
export type InstallPlatform = (typeof installPlatforms)[number];

const stepsFor: Record<InstallPlatform, string[]> = {
  ios: ['Tap the Share button in Safari.', 'Choose "Add to Home Screen".', 'Tap "Add": Fanstage opens like an app.'],
  android: ['Open the browser menu (three dots).', 'Choose "Install app" or "Add to Home screen".', 'Confirm: Fanstage opens like an app.'],
};

export type InstallGuideProps = { platform: InstallPlatform; onClose: () => void; closeLabel?: string };

/** The install-to-home-screen guide (a global overlay sheet at the bottom). */
export function InstallGuide({ platform, onClose, closeLabel = 'Close' }: InstallGuideProps) {
  const titleId = useId();
  return (
    <section className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Add Fanstage to your home screen
        </h2>
        <IconButton icon="close" label={closeLabel} onPress={onClose} />
      </div>
      <ol className={styles.steps}>
        {stepsFor[platform].map((text, index) => (
          <li key={text} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {text}
          </li>
        ))}
      </ol>
    </section>
  );
}
