import { ImageIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { useRef } from 'react';

/**
 * "Add images": opens the file picker for one or more images and hands over what was chosen. The
 * input itself is never shown; the same file may be chosen again after it was removed.
 */
export function AddImagesButton({
  disabled,
  onPick,
}: {
  disabled?: boolean;
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        iconStart={<ImageIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        Add images
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          onPick([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
