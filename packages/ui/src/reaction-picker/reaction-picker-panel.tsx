import { Popover as PopoverPrimitive, ToggleGroup } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { PopoverContent } from '../popover/popover.tsx';
import { ReactionIcon, type ReactionType, type ReactionTypeId } from './reaction-icon.tsx';
import styles from './reaction-picker.module.css';

export interface ReactionPickerPanelProps {
  /** The picker's own trigger button: the panel is placed against it and gives focus back to it. */
  trigger: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  types: ReactionType[];
  current: ReactionType | undefined;
  onChange: (typeId: ReactionTypeId) => void;
  onRemove: () => void;
}

/**
 * The reaction types as a toolbar in a popover (Radix), loaded the first time a member points at,
 * focuses or presses a picker: a feed of posts shows only the triggers (issue 12). The trigger is
 * the picker's own button, never remounted, so the popover is anchored to it (`virtualRef`) and
 * does for it what Radix's trigger would: a press on it is not "outside", and closing gives it
 * focus back unless the member went elsewhere.
 */
export default function ReactionPickerPanel({
  trigger,
  open,
  onOpenChange,
  types,
  current,
  onChange,
  onRemove,
}: ReactionPickerPanelProps) {
  const wentElsewhere = useRef(false);
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={trigger} />
      <PopoverContent
        width="auto"
        align="start"
        side="top"
        aria-label="Choose a reaction"
        className={styles.panel}
        onInteractOutside={(event) => {
          if (trigger.current?.contains(event.target as Node | null)) event.preventDefault();
          else wentElsewhere.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!wentElsewhere.current) trigger.current?.focus();
          wentElsewhere.current = false;
        }}
      >
        <ToggleGroup.Root
          data-slot="reaction-picker"
          type="single"
          aria-label="Reactions"
          value={current ? String(current.id) : ''}
          onValueChange={(next) => {
            onOpenChange(false);
            if (next === '') onRemove();
            else {
              const chosen = types.find((type) => String(type.id) === next);
              if (chosen) onChange(chosen.id);
            }
          }}
          className={styles.types}
        >
          {types.map((type) => (
            <ToggleGroup.Item
              key={type.id}
              data-slot="reaction-picker-option"
              value={String(type.id)}
              aria-label={type.name}
              title={type.name}
              className={styles.type}
            >
              <ReactionIcon icon={type.icon} name={type.name} className={styles.typeIcon} />
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
        {current && (
          <Button
            size="sm"
            variant="ghost"
            block
            className={styles.remove}
            onClick={() => {
              onOpenChange(false);
              onRemove();
            }}
          >
            Remove reaction
          </Button>
        )}
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}
