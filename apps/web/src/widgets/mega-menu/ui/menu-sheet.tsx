import { Dialog, DialogContent } from '@tapetv/ui/dialog';
import { EmptyState } from '@tapetv/ui/empty-state';
import { MegaMenuList } from '@tapetv/ui/mega-menu';
import { useAtomValue } from 'jotai';
import { menuStateAtom } from '@/entities/menu';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Menu">
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
            onNavigate={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
