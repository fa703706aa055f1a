import { Popover, PopoverAnchor, PopoverContent } from '@tapetv/ui/popover';
import type { RefObject } from 'react';
import styles from './header.module.css';

/** The panel under the header search box, positioned against the box (`anchor`). */
export function SearchHintPopover({
  anchor,
  open,
  onOpenChange,
}: {
  anchor: RefObject<HTMLDivElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
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
