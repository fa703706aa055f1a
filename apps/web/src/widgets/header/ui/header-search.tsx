import type { HeaderSearchPanelHandle } from '@tapetv/ui/header-search-panel';
import { SearchIcon } from '@tapetv/ui/icons';
import { TextField } from '@tapetv/ui/text-field';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import styles from './header.module.css';

const loadPopover = () => import('@/features/header-search');
// The results panel (its popover, tabs and search state) loads when the box is first pointed at
// or focused, not with the first paint (issue 12); the box itself is there from the start.
const HeaderSearchPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.HeaderSearchPopover })),
);

/**
 * The header search box (spec point 2 "Header search panel"): focusing it opens the panel of
 * symbols, groups and traders; ArrowDown moves into the results, Escape closes the panel.
 */
export function HeaderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HeaderSearchPanelHandle>(null);
  // Once loaded the panel stays mounted, so it can close with its animation.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      setOpen(true);
      if (panel.current?.focusFirstResult()) event.preventDefault();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      <div ref={anchor} className={styles.search} onPointerEnter={() => void loadPopover()}>
        <TextField
          ref={input}
          label="Search"
          hideLabel
          type="search"
          placeholder="Search Markets and Groups"
          iconStart={<SearchIcon />}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-expanded={open}
          aria-haspopup="dialog"
        />
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <HeaderSearchPopover
            anchor={anchor}
            open={open}
            onOpenChange={setOpen}
            query={query}
            panelRef={panel}
            onExitTop={() => input.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
