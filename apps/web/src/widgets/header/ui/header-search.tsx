import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Popover, PopoverAnchor, PopoverContent } from '@tapetv/ui/popover';
import { TextField } from '@tapetv/ui/text-field';
import { useState } from 'react';
import styles from './header.module.css';

/**
 * The header search box (spec point 2). The results panel (symbols, groups, traders) comes with
 * the markets issue; for now the box opens a panel that says what it will search.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className={styles.search}>
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
      </PopoverAnchor>
      <PopoverContent
        align="start"
        onOpenAutoFocus={(event) => event.preventDefault()}
        aria-label="Search results"
      >
        <p className={styles.searchHint}>
          Symbols, groups and traders will show here as you type. Market search is on its way.
        </p>
      </PopoverContent>
    </Popover>
  );
}
