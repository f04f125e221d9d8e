import { describe, expect, test } from 'vitest';
import { isSelected, moveInGrid, selectAfterMove, selectedColumns } from './grid-keys.ts';

const size = { rows: 3, cols: 8 };

describe('moving in the clinic grid', () => {
  test('arrows move one step and stop at the edges; Home and End go to the row ends, with Ctrl to the grid corners', () => {
    expect(moveInGrid({ row: 1, col: 1 }, { key: 'ArrowRight' }, size)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid({ row: 1, col: 7 }, { key: 'ArrowRight' }, size)).toEqual({ row: 1, col: 7 });
    expect(moveInGrid({ row: 0, col: 3 }, { key: 'ArrowUp' }, size)).toEqual({ row: 0, col: 3 });
    expect(moveInGrid({ row: 2, col: 3 }, { key: 'ArrowDown' }, size)).toEqual({ row: 2, col: 3 });
    expect(moveInGrid({ row: 1, col: 0 }, { key: 'ArrowLeft' }, size)).toEqual({ row: 1, col: 0 });
    expect(moveInGrid({ row: 1, col: 4 }, { key: 'Home' }, size)).toEqual({ row: 1, col: 0 });
    expect(moveInGrid({ row: 1, col: 4 }, { key: 'End', ctrlKey: true }, size)).toEqual({ row: 2, col: 7 });
    expect(moveInGrid({ row: 1, col: 4 }, { key: 'Enter' }, size)).toBeNull();
  });

  test('Shift with left or right stretches the days of one doctor; other moves select the day reached', () => {
    const start = selectAfterMove(null, { row: 0, col: 0 }, { row: 1, col: 2 }, { key: 'ArrowRight' });
    expect(start).toEqual({ row: 1, anchor: 2, focus: 2 });
    const stretched = selectAfterMove(start, { row: 1, col: 2 }, { row: 1, col: 4 }, { key: 'ArrowRight', shiftKey: true });
    expect(stretched).toEqual({ row: 1, anchor: 2, focus: 4 });
    const back = selectAfterMove(stretched, { row: 1, col: 2 }, { row: 1, col: 1 }, { key: 'ArrowLeft', shiftKey: true });
    expect(selectedColumns(back!)).toEqual([1, 2]);
    expect(selectAfterMove(stretched, { row: 1, col: 4 }, { row: 2, col: 4 }, { key: 'ArrowDown', shiftKey: true })).toEqual({ row: 2, anchor: 4, focus: 4 });
    expect(selectAfterMove(stretched, { row: 1, col: 1 }, { row: 1, col: 0 }, { key: 'ArrowLeft' })).toBeNull();
    expect(isSelected(stretched, 1, 3)).toBe(true);
    expect(isSelected(stretched, 1, 5)).toBe(false);
    expect(isSelected(stretched, 0, 3)).toBe(false);
  });
});
