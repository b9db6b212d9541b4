import { useId } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './InstallGuide.css';

/** ios / android: the steps of the browser's own menu; prompt: the browser offers its install dialog (Chromium), one button opens it. */
export const installPlatforms = ['ios', 'android', 'prompt'] as const;
export type InstallPlatform = (typeof installPlatforms)[number];

const stepsFor = (appName: string): Record<Exclude<InstallPlatform, 'prompt'>, string[]> => ({
  ios: ['Tap the Share button in Safari.', 'Choose "Add to Home Screen".', `Tap "Add": ${appName} opens like an app.`],
  android: ['Open the browser menu (three dots).', 'Choose "Install app" or "Add to Home screen".', `Confirm: ${appName} opens like an app.`],
});

export type InstallGuideProps = {
  platform: InstallPlatform;
  onClose: () => void;
  /** For `prompt`: opens the browser's install dialog. */
  onInstall?: () => void;
  appName?: string;
  closeLabel?: string;
};

/** The install-to-home-screen guide (a global overlay sheet at the bottom). */
export function InstallGuide({ platform, onClose, onInstall, appName = 'Fanstage', closeLabel = 'Close' }: InstallGuideProps) {
  const titleId = useId();
  return (
    <section className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {platform === 'prompt' ? `Install ${appName}` : `Add ${appName} to your home screen`}
        </h2>
        <IconButton icon="close" label={closeLabel} onPress={onClose} />
      </div>
      {platform === 'prompt' ? (
        <>
          <p className={styles.text}>It opens like an app, full screen, straight from your home screen or desktop.</p>
          <Button fullWidth onPress={onInstall}>
            Install
          </Button>
        </>
      ) : (
        <ol className={styles.steps}>
          {stepsFor(appName)[platform].map((text, index) => (
            <li key={text} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
