// The feed's card grid: 1 column on a phone (390 px), 2 on a tablet, 3 to 4 on a laptop or
// desktop (4 at 1440 px).
import { gridColumns, useCardGrid, type CardGrid } from '../../lib/use-card-grid';

const FEED_GRID: CardGrid = { cardMinWidth: 250, gap: 20, maxColumns: 4 };
export const GRID_GAP = FEED_GRID.gap;

export const columnsFor = (width: number) => gridColumns(width, FEED_GRID);
export const useGridLayout = () => useCardGrid(FEED_GRID);
