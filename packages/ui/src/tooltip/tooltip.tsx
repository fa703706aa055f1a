import { Slot } from 'radix-ui';
import {
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

const loadContent = () => import('./tooltip-content.tsx');
const TooltipContent = lazy(loadContent);

/** How long the tooltip waits after the pointer leaves, so it can move onto the tooltip itself. */
const CLOSE_GRACE_MS = 120;

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes: one focusable element (a button, a link) that takes a ref. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Milliseconds of hover before it opens (focus opens it at once). */
  delayDuration?: number;
  /** Controlled: shown or not. */
  open?: boolean;
  /** Uncontrolled: shown at first. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A short hint on hover and keyboard focus. Only for supplementary text: anything a reader needs
 * must also be reachable without it.
 *
 * The element it describes is the caller's own, with handlers and (while shown) `aria-describedby`
 * merged in; the positioned panel (floating-ui) loads the first time a tooltip is wanted, so a page
 * full of tooltips (a feed's reaction counts) ships none of that code in its first paint (issue 12).
 * Like Radix's tooltip, which it replaced for that reason: the pointer can move onto the tooltip,
 * Escape and a click close it, touch does not open it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  className,
}: TooltipProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const id = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (next) void loadContent();
      setUncontrolled(next);
      if (next !== open) onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  const openAfter = (ms: number) => {
    clearTimeout(timer.current);
    void loadContent();
    timer.current = setTimeout(() => setOpen(true), ms);
  };
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), CLOSE_GRACE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    // Escape closes the tooltip first, before whatever holds it (a dialog) hears of it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, setOpen]);

  const child = children.props as { 'aria-describedby'?: string };
  const describedBy = [child['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ');

  return (
    <>
      <Slot.Root
        ref={trigger}
        data-slot="tooltip-trigger"
        data-state={open ? 'open' : 'closed'}
        aria-describedby={describedBy || undefined}
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType !== 'touch') openAfter(open ? 0 : delayDuration);
        }}
        onPointerLeave={closeSoon}
        onPointerDown={() => {
          pointerDown.current = true;
          setOpen(false);
        }}
        onPointerUp={() => {
          pointerDown.current = false;
        }}
        onFocus={() => {
          // Focus from a click is not a request for the hint.
          if (!pointerDown.current) setOpen(true);
        }}
        onBlur={(event: FocusEvent) => {
          pointerDown.current = false;
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onClick={() => setOpen(false)}
      >
        {children}
      </Slot.Root>
      {open && (
        <Suspense fallback={null}>
          <TooltipContent
            id={id}
            anchor={trigger}
            side={side}
            align={align}
            className={className}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={closeSoon}
          >
            {content}
          </TooltipContent>
        </Suspense>
      )}
    </>
  );
}
