import type { Category } from '@backroom/core/catalog';
import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';

/** One line of the back office's category tree. */
export interface CategoryRow {
  category: Category;
  depth: number;
  /** Ids from the top level down to this category (what PUT categories takes as a path). */
  trail: string[];
  /** Its place among its siblings (0 first) and how many siblings there are. */
  index: number;
  siblings: number;
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name);

/** The tree, depth first, siblings in their stored order (the order staff set with move). */
export function categoryRows(categories: readonly Category[]): CategoryRow[] {
  const children = new Map<string, Category[]>();
  for (const category of categories) {
    if (category.id === category.parentId) continue;
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  }
  const rows: CategoryRow[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string, trail: string[]) => {
    const siblings = [...(children.get(parentId) ?? [])].sort(byPosition);
    siblings.forEach((category, index) => {
      // A damaged tree could loop: show each category once.
      if (seen.has(category.id)) return;
      seen.add(category.id);
      const ownTrail = [...trail, category.id];
      rows.push({ category, depth: trail.length, trail: ownTrail, index, siblings: siblings.length });
      visit(category.id, ownTrail);
    });
  };
  visit(TOP_LEVEL_PARENT_ID, []);
  return rows;
}

/** Where a dragged category would land: a gap among a parent's children, or onto a category (inside it). */
export type DropTarget =
  /** Before the child now at `index` of `parentId` ('1': the top level); `index` = children count: last. */
  | { kind: 'gap'; parentId: string; index: number }
  /** Inside `categoryId`, last among its children (where the server's re-parent puts it). */
  | { kind: 'inside'; categoryId: string };

/** One staff call of a drop: move among its siblings, or re-parent (which puts it last under the new parent). */
export type DropCall = { call: 'move'; id: string; position: number } | { call: 'reparent'; id: string; parentId: string };

/** Which part of a row the pointer is over: its top edge, its middle or its bottom edge. */
export type RowZone = 'before' | 'inside' | 'after';

/** The zone of a row at `offset` pixels from its top: the outer quarters are the gaps, the middle the row itself. */
export function rowZone(offset: number, height: number): RowZone {
  if (offset < height / 4) return 'before';
  if (offset > (height * 3) / 4) return 'after';
  return 'inside';
}

/**
 * The target of a drop on a zone of `rows[at]`. Before a row is the gap above it among its
 * siblings; after a row is the gap below it, or, when its children follow it, the gap before its
 * first child (the line between the two rows is drawn at the child's depth).
 */
export function dropTargetAt(rows: readonly CategoryRow[], at: number, zone: RowZone): DropTarget | null {
  const row = rows[at];
  if (!row) return null;
  const { category } = row;
  if (zone === 'inside') return { kind: 'inside', categoryId: category.id };
  if (zone === 'before') return { kind: 'gap', parentId: category.parentId, index: row.index };
  const next = rows[at + 1];
  if (next && next.category.parentId === category.id) return { kind: 'gap', parentId: category.id, index: 0 };
  return { kind: 'gap', parentId: category.parentId, index: row.index + 1 };
}

/** The children of a parent as the rows list them, in order. */
const childrenOf = (rows: readonly CategoryRow[], parentId: string) => rows.filter((row) => row.category.parentId === parentId);

/**
 * The calls a drop of `draggedId` on `target` means, or null when the drop is refused: into the
 * category itself or one of its descendants, onto an unknown category, or a drop that would change
 * nothing. Same parent: one move. Another parent: re-parent (last there), then a move when the
 * gap is not the end.
 */
export function planDrop(rows: readonly CategoryRow[], draggedId: string, target: DropTarget): DropCall[] | null {
  const dragged = rows.find((row) => row.category.id === draggedId);
  if (!dragged) return null;
  const parentId = target.kind === 'gap' ? target.parentId : target.categoryId;
  if (parentId !== TOP_LEVEL_PARENT_ID) {
    const parent = rows.find((row) => row.category.id === parentId);
    // Its own trail holds the category itself and every ancestor: inside itself or below itself is a loop.
    if (!parent || parent.trail.includes(draggedId)) return null;
  }
  const siblings = childrenOf(rows, parentId).filter((row) => row.category.id !== draggedId);
  const requested = target.kind === 'gap' ? target.index : Number.MAX_SAFE_INTEGER;
  if (dragged.category.parentId === parentId) {
    // Gap indices count the dragged category too while it is still among these children.
    const position = Math.min(requested > dragged.index ? requested - 1 : requested, siblings.length);
    return position === dragged.index ? null : [{ call: 'move', id: draggedId, position }];
  }
  const position = Math.min(requested, siblings.length);
  const reparent: DropCall = { call: 'reparent', id: draggedId, parentId };
  return position === siblings.length ? [reparent] : [reparent, { call: 'move', id: draggedId, position }];
}

/** Where a drop puts the category, in words (the screen shows it while dragging). */
export function describeDrop(rows: readonly CategoryRow[], target: DropTarget): string {
  const name = (id: string) => rows.find((row) => row.category.id === id)?.category.name ?? id;
  if (target.kind === 'inside') return `inside ${name(target.categoryId)}`;
  const next = childrenOf(rows, target.parentId)[target.index];
  if (next) return `before ${next.category.name}`;
  return target.parentId === TOP_LEVEL_PARENT_ID ? 'last at the top level' : `last inside ${name(target.parentId)}`;
}
