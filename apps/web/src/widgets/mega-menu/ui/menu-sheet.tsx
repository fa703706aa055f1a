import { Dialog, DialogContent } from '@tapetv/ui/dialog';
import { EmptyState } from '@tapetv/ui/empty-state';
import { MegaMenuList } from '@tapetv/ui/mega-menu';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { menuStateAtom } from '@/entities/menu';
import { requestPageFocusAtom } from '@/shared/lib/page-focus';
import { RouterLink } from '@/shared/ui/router-link';

/** The mega-menu as a sheet, opened from the phone bottom bar's Menu button. */
export function MenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const menu = useAtomValue(menuStateAtom);
  const { key } = useLocation();
  const requestPageFocus = useSetAtom(requestPageFocusAtom);
  // After a link was followed, focus goes to the new page, not back to the Menu button.
  const followedLink = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Menu"
        onCloseAutoFocus={(event) => {
          if (followedLink.current) event.preventDefault();
          followedLink.current = false;
        }}
      >
        {menu.status === 'error' ? (
          <EmptyState
            tone="error"
            size="compact"
            title={menu.message}
            description="Reload the page to try again."
          />
        ) : (
          <MegaMenuList
            items={menu.items}
            linkComponent={RouterLink}
            onNavigate={() => {
              followedLink.current = true;
              onOpenChange(false);
              requestPageFocus(key);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
