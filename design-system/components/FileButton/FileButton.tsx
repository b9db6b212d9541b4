import { useRef } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

export type FileButtonProps = Omit<ButtonProps, 'onPress' | 'onClick' | 'type' | 'onSelect' | 'onChange'> & {
  /** The file types the chooser offers, as the input's accept attribute (e.g. "image/*"). */
  accept?: string;
  multiple?: boolean;
  /** The chosen files (never empty); choosing the same file again calls it again. */
  onSelect: (files: File[]) => void;
};

/**
 * A button that opens the system's file chooser (camera roll on phones). The input itself is
 * hidden and out of the tab order: the button is what users reach and press.
 */
export function FileButton({ accept, multiple = false, onSelect, children, ...buttonProps }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...buttonProps} onPress={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-file-button-input=""
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onSelect(files);
        }}
      />
    </>
  );
}
