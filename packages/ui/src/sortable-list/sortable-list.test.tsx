import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moveId, SortableList } from './sortable-list.tsx';

describe('moveId', () => {
  it('moves one id and shifts the ones between, without changing the input', () => {
    const ids = [1, 2, 3, 4];
    expect(moveId(ids, 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId(ids, 3, 0)).toEqual([4, 1, 2, 3]);
    expect(ids).toEqual([1, 2, 3, 4]);
  });

  it('keeps the order for a position outside the list', () => {
    expect(moveId([1, 2], 1, 2)).toEqual([1, 2]);
    expect(moveId([1, 2], -1, 0)).toEqual([1, 2]);
  });
});

describe('SortableList', () => {
  it('reorders from the keyboard through dnd-kit, an id of 0 included', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    const items = [
      { id: 0, name: 'Zero' },
      { id: 7, name: 'Seven' },
    ];
    render(
      <SortableList
        items={items}
        getId={(item) => item.id}
        getLabel={(item) => item.name}
        renderItem={(item) => item.name}
        onReorder={onReorder}
        label="Things"
      />,
    );
    // Dragged from the keyboard, through dnd-kit.
    screen.getByRole('button', { name: 'Reorder Zero' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(onReorder).toHaveBeenCalledWith([7, 0]));
  });
});
