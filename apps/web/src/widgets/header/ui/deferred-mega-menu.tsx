import type { MegaMenuProps } from '@tapetv/ui/mega-menu';
import { MegaMenuStatic } from '@tapetv/ui/mega-menu-static';
import { lazy, Suspense, startTransition, useState } from 'react';

const loadMegaMenu = () => import('@tapetv/ui/mega-menu');
const MegaMenu = lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenu })));

/**
 * The header's mega-menu without Radix NavigationMenu in the first paint (issue 12, ~8 kB gzip):
 * the same menu as static markup, its links working as they are; hovering or focusing it loads the
 * live menu in a transition (the static one and its focus stay until it is ready, then focus
 * moves to the same entry), and a panel asked for before then opens as soon as it arrives.
 */
export function DeferredMegaMenu(props: MegaMenuProps) {
  const [wanted, setWanted] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState<string | undefined>();
  const [focusKey, setFocusKey] = useState<string | undefined>();
  const load = () => {
    void loadMegaMenu();
    startTransition(() => setWanted(true));
  };
  const placeholder = (
    <MegaMenuStatic
      {...props}
      onIntent={(focused) => {
        if (focused !== undefined) setFocusKey(focused);
        load();
      }}
      onOpenRequest={(key) => {
        setOpenOnLoad((current) => current ?? key);
        load();
      }}
    />
  );
  if (props.loading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {wanted ? (
        <MegaMenu {...props} defaultOpen={openOnLoad} autoFocusKey={focusKey} />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
