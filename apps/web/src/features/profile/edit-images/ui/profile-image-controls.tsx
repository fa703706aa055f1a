import { CameraIcon, Cross2Icon, HeightIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { DEFAULT_COVER_SRC } from '@tapetv/ui/cover';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  cancelCoverDraftAtom,
  coverDraftAtom,
  profileImageAtomFamily,
  removeCoverAtom,
  saveCoverDraftAtom,
  startCoverDraftAtom,
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

/**
 * The cover's position for `Cover`: while the owner repositions, the draft (and the handler that
 * makes the banner a slider); otherwise where it was saved.
 */
export function useCoverPosition(saved: number) {
  const draft = useAtomValue(coverDraftAtom);
  const setDraft = useSetAtom(coverDraftAtom);
  return draft === null
    ? { position: saved }
    : { position: draft, onPositionChange: (position: number) => setDraft(position) };
}

/** Save or cancel while repositioning; focus starts on the banner, which is the slider. */
function RepositionControls() {
  const { busy } = useAtomValue(profileImageAtomFamily('cover'));
  const save = useSetAtom(saveCoverDraftAtom);
  const cancel = useSetAtom(cancelCoverDraftAtom);
  const hint = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    hint.current
      ?.closest('[data-slot="cover"]')
      ?.querySelector<HTMLElement>('[data-slot="cover-positioner"]')
      ?.focus();
  }, []);
  return (
    <>
      <span ref={hint} className={styles.hint}>
        Drag the picture, or use the arrow keys
      </span>
      <Button size="sm" loading={busy} onClick={() => void save()}>
        Save position
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={cancel}>
        Cancel
      </Button>
    </>
  );
}

/**
 * The owner's buttons on their cover: change it; and, when it is not the default, reposition it
 * (which part shows in the banner) and remove it.
 */
export function CoverControls({ cover, position }: { cover: string; position: number }) {
  const { busy } = useAtomValue(profileImageAtomFamily('cover'));
  const draft = useAtomValue(coverDraftAtom);
  const upload = useSetAtom(uploadCoverAtom);
  const remove = useSetAtom(removeCoverAtom);
  const start = useSetAtom(startCoverDraftAtom);
  const cancel = useSetAtom(cancelCoverDraftAtom);
  // Leaving the profile leaves repositioning.
  useEffect(() => () => cancel(), [cancel]);
  if (draft !== null) return <RepositionControls />;
  const custom = cover !== DEFAULT_COVER_SRC;
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
      {custom && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          iconStart={<HeightIcon aria-hidden />}
          onClick={() => start(position)}
        >
          Reposition
        </Button>
      )}
      {custom && (
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
