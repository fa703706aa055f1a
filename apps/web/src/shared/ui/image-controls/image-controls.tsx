import { CameraIcon, Cross2Icon, HeightIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { DEFAULT_COVER_SRC } from '@tapetv/ui/cover';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  coverDraftAtomFamily,
  type ImageEditor,
  imageEditAtomFamily,
} from '@/shared/lib/image-edit';
import { FormAlert } from '@/shared/ui/form-alert';
import styles from './image-controls.module.css';

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
export function useCoverPosition(editor: ImageEditor, saved: number) {
  const [draft, setDraft] = useAtom(coverDraftAtomFamily(editor.owner));
  return draft === null
    ? { position: saved }
    : { position: draft, onPositionChange: (position: number) => setDraft(position) };
}

/** Save or cancel while repositioning; focus starts on the banner, which is the slider. */
function RepositionControls({ editor }: { editor: ImageEditor }) {
  const { busy } = useAtomValue(imageEditAtomFamily(`${editor.owner}:cover`));
  const save = useSetAtom(editor.saveCoverDraft);
  const setDraft = useSetAtom(coverDraftAtomFamily(editor.owner));
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
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </>
  );
}

/**
 * The buttons on a cover its owner may change: change it; and, when it is not the default,
 * reposition it (which part shows in the banner) and remove it.
 */
export function CoverControls({
  editor,
  cover,
  position,
}: {
  editor: ImageEditor;
  cover: string;
  position: number;
}) {
  const { busy } = useAtomValue(imageEditAtomFamily(`${editor.owner}:cover`));
  const [draft, setDraft] = useAtom(coverDraftAtomFamily(editor.owner));
  const upload = useSetAtom(editor.uploadCover);
  const remove = useSetAtom(editor.removeCover);
  // Leaving the page leaves repositioning.
  useEffect(() => () => setDraft(null), [setDraft]);
  if (draft !== null) return <RepositionControls editor={editor} />;
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
          onClick={() => setDraft(position)}
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

/** The camera button on an avatar its owner may change; `label` names it ("Change profile photo"). */
export function AvatarControl({ editor, label }: { editor: ImageEditor; label: string }) {
  const { busy } = useAtomValue(imageEditAtomFamily(`${editor.owner}:avatar`));
  const upload = useSetAtom(editor.uploadAvatar);
  return (
    <ImagePicker onPick={(file) => void upload(file)}>
      {(open) => (
        <Button
          aria-label={label}
          title={label}
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

/** Why the last cover or avatar change failed, if it did; `avatarName` says which photo. */
export function ImageErrors({ editor, avatarName }: { editor: ImageEditor; avatarName: string }) {
  const cover = useAtomValue(imageEditAtomFamily(`${editor.owner}:cover`)).error;
  const avatar = useAtomValue(imageEditAtomFamily(`${editor.owner}:avatar`)).error;
  if (!cover && !avatar) return null;
  return (
    <FormAlert tone="error">
      {cover && <span className={styles.error}>Cover photo: {cover}</span>}
      {avatar && (
        <span className={styles.error}>
          {avatarName}: {avatar}
        </span>
      )}
    </FormAlert>
  );
}
