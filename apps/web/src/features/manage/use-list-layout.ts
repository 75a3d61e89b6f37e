// /manage's grid view: smaller cards than the feed's, up to five in a row.
import { useCardGrid, type CardGrid } from '../../lib/use-card-grid';

const MANAGE_GRID: CardGrid = { cardMinWidth: 220, gap: 16, maxColumns: 5 };
export const GRID_GAP = MANAGE_GRID.gap;

export const useListLayout = () => useCardGrid(MANAGE_GRID);
