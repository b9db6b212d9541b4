import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './CallControls.css';

export type CallControlsProps = {
  micOn: boolean;
  cameraOn: boolean;
  /** Shown only when the device has more than one camera. */
  canSwitchCamera?: boolean;
  onToggleMic: () => void;
  onToggleCamera: () => void;
  onSwitchCamera?: () => void;
  onHangUp: () => void;
  /** While hanging up: the button ignores further presses. */
  hangingUp?: boolean;
  /** Before the media is ready the toggles have nothing to act on. */
  mediaDisabled?: boolean;
};

function ControlButton({
  icon,
  label,
  pressed,
  tone = 'plain',
  disabled,
  onPress,
}: {
  icon: IconName;
  label: string;
  pressed?: boolean;
  tone?: 'plain' | 'danger';
  disabled?: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.control}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      title={label}
      onClick={() => !disabled && onPress()}
    >
      <span className={styles.face[tone]}>
        <Icon name={icon} />
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}

/** The call's controls: toggles say their state with aria-pressed (the label stays the same), hang up is red. */
export function CallControls({
  micOn,
  cameraOn,
  canSwitchCamera = false,
  onToggleMic,
  onToggleCamera,
  onSwitchCamera,
  onHangUp,
  hangingUp = false,
  mediaDisabled = false,
}: CallControlsProps) {
  return (
    <div className={styles.bar} role="group" aria-label="Call controls">
      <ControlButton icon={micOn ? 'mic' : 'micOff'} label="Mute" pressed={!micOn} disabled={mediaDisabled} onPress={onToggleMic} />
      <ControlButton icon={cameraOn ? 'video' : 'videoOff'} label="Camera off" pressed={!cameraOn} disabled={mediaDisabled} onPress={onToggleCamera} />
      {canSwitchCamera && onSwitchCamera && <ControlButton icon="switchCamera" label="Switch camera" disabled={mediaDisabled} onPress={onSwitchCamera} />}
      <ControlButton icon="hangUp" label="Hang up" tone="danger" disabled={hangingUp} onPress={onHangUp} />
    </div>
  );
}
