import { CameraIcon, Cross2Icon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { DEFAULT_COVER_SRC } from '@tapetv/ui/cover';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useRef } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  profileImageAtomFamily,
  removeCoverAtom,
  uploadAvatarAtom,
  uploadCoverAtom,
} from '../model/profile-images.atoms.ts';
import styles from './profile-image-controls.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** A hidden file input and whatever opens it: one image, and the same file may be chosen again. */
function ImagePicker({
  onPick,
  children,
}: {
  onPick: (file: File) => void;
  children: (open: () => void) => ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {children(() => input.current?.click())}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

/** The owner's buttons on their cover: change it, and remove it when it is not the default. */
export function CoverControls({ cover }: { cover: string }) {
  const { busy } = useAtomValue(profileImageAtomFamily('cover'));
  const upload = useSetAtom(uploadCoverAtom);
  const remove = useSetAtom(removeCoverAtom);
  return (
    <>
      <ImagePicker onPick={(file) => void upload(file)}>
        {(open) => (
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            iconStart={<CameraIcon aria-hidden />}
            onClick={open}
          >
            Change cover
          </Button>
        )}
      </ImagePicker>
      {cover !== DEFAULT_COVER_SRC && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          iconStart={<Cross2Icon aria-hidden />}
          onClick={() => void remove()}
        >
          Remove cover
        </Button>
      )}
    </>
  );
}

/** The owner's camera button on their avatar. */
export function AvatarControl() {
  const { busy } = useAtomValue(profileImageAtomFamily('avatar'));
  const upload = useSetAtom(uploadAvatarAtom);
  return (
    <ImagePicker onPick={(file) => void upload(file)}>
      {(open) => (
        <Button
          aria-label="Change profile photo"
          title="Change profile photo"
          variant="secondary"
          size="sm"
          className={styles.avatarButton}
          loading={busy}
          onClick={open}
        >
          <CameraIcon aria-hidden />
        </Button>
      )}
    </ImagePicker>
  );
}

/** Why the last cover or avatar change failed, if it did. */
export function ProfileImageErrors() {
  const cover = useAtomValue(profileImageAtomFamily('cover')).error;
  const avatar = useAtomValue(profileImageAtomFamily('avatar')).error;
  if (!cover && !avatar) return null;
  return (
    <FormAlert tone="error">
      {cover && <span className={styles.error}>Cover photo: {cover}</span>}
      {avatar && <span className={styles.error}>Profile photo: {avatar}</span>}
    </FormAlert>
  );
}
