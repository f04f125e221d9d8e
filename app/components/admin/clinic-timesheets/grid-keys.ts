/**
 * Keyboard movement in the clinic grid (WAI-ARIA grid pattern, roving tabindex): column 0 is the doctor,
 * columns 1.. are the days. Shift with a left or right arrow stretches the selection over days of one
 * doctor; any other move selects the one day reached.
 */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  /** Columns including the doctor's. */
  cols: number;
}

/** The days chosen: one doctor's row, from `anchor` to `focus` (either order), both day columns. */
export interface GridSelection {
  row: number;
  anchor: number;
  focus: number;
}

export interface GridKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Where a key takes the focus, or `null` for keys the grid leaves alone. */
export function moveInGrid(at: GridPosition, { key, ctrlKey, metaKey }: GridKey, size: GridSize): GridPosition | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const far = ctrlKey || metaKey;
  switch (key) {
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, 0, lastCol) };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, 0, lastCol) };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, 0, lastRow), col: at.col };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, 0, lastRow), col: at.col };
    case 'Home':
      return { row: far ? 0 : at.row, col: 0 };
    case 'End':
      return { row: far ? lastRow : at.row, col: lastCol };
    default:
      return null;
  }
}

/** The selection after the focus moved to `to` with `key`. */
export function selectAfterMove(selection: GridSelection | null, from: GridPosition, to: GridPosition, { key, shiftKey }: GridKey): GridSelection | null {
  if (to.col === 0) return null;
  const stretching = shiftKey && (key === 'ArrowLeft' || key === 'ArrowRight') && from.col > 0 && to.row === from.row;
  if (stretching) return { row: to.row, anchor: selection && selection.row === to.row ? selection.anchor : from.col, focus: to.col };
  return { row: to.row, anchor: to.col, focus: to.col };
}

/** Day columns of a selection, low to high. */
export const selectedColumns = (selection: GridSelection): [number, number] => [
  Math.min(selection.anchor, selection.focus),
  Math.max(selection.anchor, selection.focus),
];

export const isSelected = (selection: GridSelection | null, row: number, col: number) => {
  if (!selection || selection.row !== row) return false;
  const [low, high] = selectedColumns(selection);
  return col >= low && col <= high;
};
