import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { IconButton } from '@tapetv/ui/icon-button';
import { useAtomValue } from 'jotai';
import {
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  Suspense,
  startTransition,
  useState,
} from 'react';
import { postAtomFamily } from '@/entities/post';
import { viewerAtom } from '@/entities/session';
import type { PostOwnerMenuProps } from './post-owner-menu.tsx';

let menuCodeLoaded = false;
const loadMenu = () =>
  import('./post-owner-menu.tsx').then((module) => {
    menuCodeLoaded = true;
    return module;
  });
const PostOwnerMenuWithCode = lazy(() => loadMenu().then((m) => ({ default: m.PostOwnerMenu })));

/**
 * The author's "Post options" without the dropdown menu's code in the feed's first paint (issue
 * 12): until it loads, the button is a plain one that looks and is announced the same (a button
 * with a menu, collapsed). Pointing at or focusing it loads the menu in a transition (the button
 * and its focus stay until the menu is ready); opening it before that (pointer down, Enter, Space,
 * Arrow Down, a screen reader's click) opens the menu as soon as it arrives.
 */
export function PostOwnerMenu(props: PostOwnerMenuProps) {
  const post = useAtomValue(postAtomFamily(props.postId));
  const viewer = useAtomValue(viewerAtom);
  const [wanted, setWanted] = useState(menuCodeLoaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  if (!post || !viewer || post.user.id !== viewer.id) return null;

  const load = () => {
    void loadMenu();
    startTransition(() => setWanted(true));
  };
  const open = () => {
    setOpenOnLoad(true);
    load();
  };
  const placeholder = (
    <IconButton
      label="Post options"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={(event) => {
        if (event.relatedTarget) setFocused(false);
      }}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
      onClick={open}
    >
      <DotsHorizontalIcon />
    </IconButton>
  );
  return (
    <Suspense fallback={placeholder}>
      {wanted ? (
        <PostOwnerMenuWithCode {...props} defaultOpen={openOnLoad} focusOnMount={focused} />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
