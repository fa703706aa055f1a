import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { TextField } from '@tapetv/ui/text-field';
import { lazy, Suspense, useRef, useState } from 'react';
import styles from './header.module.css';

const loadPopover = () => import('./search-hint-popover.tsx');
// The panel's popover (floating positioning, dismissal) loads when the box is first pointed at or
// focused, not with the first paint (issue 12); the box itself is there from the start.
const SearchHintPopover = lazy(() => loadPopover().then((m) => ({ default: m.SearchHintPopover })));

/**
 * The header search box (spec point 2). The results panel (symbols, groups, traders) comes with
 * the markets issue; for now the box opens a panel that says what it will search.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const anchor = useRef<HTMLDivElement>(null);
  // Once loaded the panel stays mounted, so it can close with its animation.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return (
    <>
      <div ref={anchor} className={styles.search} onPointerEnter={() => void loadPopover()}>
        <TextField
          label="Search"
          hideLabel
          type="search"
          placeholder="Search Markets and Groups"
          iconStart={<MagnifyingGlassIcon aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => setOpen(true)}
          autoComplete="off"
        />
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <SearchHintPopover anchor={anchor} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
