import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, TableCell, TableRow, TextField, type Theme, Tooltip, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, useRef, useState } from 'react';
import { createCategory, deleteCategory, moveCategory, renameCategory, reparentCategory, staffCategoriesQuery } from '../shared/api/staff-categories';
import {
  type CategoryRow,
  categoryRows,
  describeDrop,
  type DropCall,
  type DropTarget,
  dropTargetAt,
  planDrop,
  type RowZone,
  rowZone,
} from './category-rows';
import { useCanEdit } from '../shared/staff-access';
import { FormRow } from '../shared/form-row';
import { NARROW } from '../shared/narrow';
import { ScreenTitle } from '../shared/screen-title';
import { StackedTable } from '../shared/stacked-table';

type CategoryChange = () => Promise<unknown>;

/** The calls of a drop, one after the other (a re-parent must land before the move among the new siblings). */
async function runDrop(calls: readonly DropCall[]) {
  for (const step of calls) {
    if (step.call === 'move') await moveCategory(step.id, step.position);
    else await reparentCategory(step.id, step.parentId);
  }
}

/** What the pointer is over while a category is dragged: a zone of a row, or the end of the top level. */
type Hover = { at: number; zone: RowZone } | { at: 'end' };

/** How a row shows the drop it would take: a line above or below it, or itself highlighted. */
export type DropMark = RowZone | null;

/**
 * /admin/categories: the tree, with create, rename, delete, move up or down and re-parent; staff
 * can also drag a category onto the line between two rows (to move it there) or onto a row (to
 * put it inside). Buttons stay the way to do the same from the keyboard.
 */
export function CategoriesScreen() {
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const { data: categories, error } = useQuery(staffCategoriesQuery);
  const [message, setMessage] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (run: CategoryChange) => run(),
    onSuccess: () => setMessage(null),
    onError: (failure) => setMessage(failure.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffCategoriesQuery.queryKey }),
  });
  const rows = categoryRows(categories ?? []);
  const drag = useCategoryDrag(rows, canEdit && !change.isPending, (calls) => change.mutate(() => runDrop(calls)));
  return (
    <Stack spacing={2}>
      <ScreenTitle>Categories</ScreenTitle>
      {error && <Alert severity="error">{error.message}</Alert>}
      {message && (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {canEdit && categories && <NewCategoryForm rows={rows} onCreate={(path, name) => change.mutateAsync(() => createCategory(path, name))} />}
      {canEdit && (
        <Typography variant="body2" color="text.secondary">
          Drag a category by its row onto the line between two categories to move it there, or onto a category to put it inside that one. The arrow and
          Re-parent buttons do the same from the keyboard.
        </Typography>
      )}
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', fontWeight: 600 }}>
        {drag.status}
      </Typography>
      <Box onDragLeave={drag.onLeave}>
        <StackedTable label="Category tree" columns={['Category', 'Id', canEdit && { label: 'Change', labelOnPhone: false }]}>
          {rows.map((row, at) => (
            <CategoryLine
              key={row.category.id}
              row={row}
              rows={rows}
              canEdit={canEdit}
              busy={change.isPending}
              onChange={(run) => change.mutate(run)}
              drag={drag.rowProps(at)}
            />
          ))}
          {drag.dragging !== null && (
            <TableRow onDragEnter={drag.endProps.onDragEnter} onDragOver={drag.endProps.onDragOver} onDrop={drag.endProps.onDrop} sx={dropMarkSx(drag.endProps.mark)}>
              <TableCell colSpan={canEdit ? 3 : 2} sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                Drop here to put it last at the top level
              </TableCell>
            </TableRow>
          )}
        </StackedTable>
      </Box>
    </Stack>
  );
}

function NewCategoryForm({ rows, onCreate }: { rows: CategoryRow[]; onCreate: (path: string, name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [parent, setParent] = useState(TOP_LEVEL_PARENT_ID);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trail = rows.find((row) => row.category.id === parent)?.trail ?? [];
    void onCreate(trail.join('/'), name).then(
      () => setName(''),
      () => undefined,
    );
  };
  return (
    <Paper component="form" onSubmit={onSubmit} aria-label="New category" sx={{ p: 2 }}>
      <FormRow>
        <TextField label="New category name" size="small" required value={name} onChange={(event) => setName(event.target.value)} />
        <ParentSelect label="Inside" rows={rows} value={parent} onChange={setParent} />
        <Button type="submit" variant="contained" disabled={name.trim() === ''}>
          Create category
        </Button>
      </FormRow>
    </Paper>
  );
}

function ParentSelect({ label, rows, value, onChange, exclude }: { label: string; rows: CategoryRow[]; value: string; onChange: (id: string) => void; exclude?: string }) {
  return (
    <TextField select label={label} size="small" value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 240 }}>
      <MenuItem value={TOP_LEVEL_PARENT_ID}>Top level</MenuItem>
      {rows
        .filter((row) => exclude === undefined || !row.trail.includes(exclude))
        .map((row) => (
          <MenuItem key={row.category.id} value={row.category.id}>
            {'\u2003'.repeat(row.depth)}
            {row.category.name}
          </MenuItem>
        ))}
    </TextField>
  );
}

/** The handlers a row (or the end line) takes while staff drag categories about. */
interface DropZoneProps {
  mark: DropMark;
  /** Entering a row and moving over it both pick the target (Chromium sends dragover only from the second event on one element). */
  onDragEnter: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
}

interface RowDragProps extends DropZoneProps {
  /** Staff may pick this row up (not viewers, and not while a change is being saved). */
  draggable: boolean;
  dragged: boolean;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/**
 * Native HTML5 drag and drop over the tree. The pointer's place on a row picks the target (its top
 * or bottom quarter: the gap above or below; its middle: inside it), `planDrop` says which calls
 * that means; a refused target gets no mark and no `preventDefault`, so the browser shows no drop.
 */
function useCategoryDrag(rows: CategoryRow[], enabled: boolean, onDrop: (calls: DropCall[]) => void) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  // Events follow one another faster than renders: the handlers read the dragged id from here.
  const draggedRef = useRef<string | null>(null);
  const topLevelCount = rows.filter((row) => row.category.parentId === TOP_LEVEL_PARENT_ID).length;

  const targetOf = (place: Hover): DropTarget | null =>
    place.at === 'end' ? { kind: 'gap', parentId: TOP_LEVEL_PARENT_ID, index: topLevelCount } : dropTargetAt(rows, place.at, place.zone);
  const planOf = (place: Hover | null) => {
    const dragged = draggedRef.current;
    const target = place && targetOf(place);
    return dragged === null || !target ? null : planDrop(rows, dragged, target);
  };
  const placeOf = (event: DragEvent<HTMLElement>, at: number | 'end'): Hover => {
    if (at === 'end') return { at };
    const box = event.currentTarget.getBoundingClientRect();
    return { at, zone: rowZone(event.clientY - box.top, box.height) };
  };
  const stop = () => {
    draggedRef.current = null;
    setDragging(null);
    setHover(null);
  };
  const sameHover = (a: Hover | null, b: Hover | null) => a?.at === b?.at && (a && 'zone' in a ? a.zone : null) === (b && 'zone' in b ? b.zone : null);

  const zoneProps = (at: number | 'end'): DropZoneProps => {
    const over = (event: DragEvent<HTMLElement>) => {
      if (draggedRef.current === null) return;
      const place = placeOf(event, at);
      const allowed = planOf(place) !== null;
      if (allowed) {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }
      const shown = allowed ? place : null;
      setHover((current) => (sameHover(current, shown) ? current : shown));
    };
    return {
      mark: hover && hover.at === at && planOf(hover) ? (hover.at === 'end' ? 'before' : hover.zone) : null,
      onDragEnter: over,
      onDragOver: over,
      onDrop: (event) => {
        event.preventDefault();
        const calls = planOf(placeOf(event, at));
        stop();
        if (calls) onDrop(calls);
      },
    };
  };

  const plan = planOf(hover);
  const draggedName = rows.find((row) => row.category.id === dragging)?.category.name;
  const status =
    dragging === null
      ? ''
      : hover && plan
        ? `Drop to put ${draggedName} ${describeDrop(rows, targetOf(hover)!)}.`
        : `Moving ${draggedName}: drop it on a line between categories or on a category.`;

  return {
    dragging,
    status,
    endProps: zoneProps('end'),
    onLeave: (event: DragEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setHover(null);
    },
    rowProps: (at: number): RowDragProps => ({
      ...zoneProps(at),
      draggable: enabled,
      dragged: dragging !== null && dragging === rows[at]?.category.id,
      onDragStart: (event) => {
        const id = rows[at]?.category.id;
        if (!enabled || id === undefined) return event.preventDefault();
        draggedRef.current = id;
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        setDragging(id);
      },
      onDragEnd: stop,
    }),
  };
}

/** A line above or below a row (the gap a drop fills), or the row highlighted (a drop inside it). */
function dropMarkSx(mark: DropMark) {
  const line = (edge: 'top' | 'bottom') => ({
    '& > td': { boxShadow: (theme: Theme) => `inset 0 ${edge === 'top' ? 3 : -3}px 0 0 ${theme.palette.primary.main}` },
  });
  if (mark === 'before') return line('top');
  if (mark === 'after') return line('bottom');
  if (mark === 'inside') return { bgcolor: 'action.selected', outline: 2, outlineColor: 'primary.main', outlineOffset: -2 };
  return {};
}

interface CategoryLineProps {
  row: CategoryRow;
  rows: CategoryRow[];
  canEdit: boolean;
  busy: boolean;
  onChange: (run: CategoryChange) => void;
  drag: RowDragProps;
}

function CategoryLine({ row, rows, canEdit, busy, onChange, drag }: CategoryLineProps) {
  const { category } = row;
  const [renaming, setRenaming] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const { mark, dragged, draggable, ...dragHandlers } = drag;
  const canDrag = canEdit && draggable && renaming === null && !moving;
  return (
    <TableRow
      hover
      draggable={canDrag}
      {...(canEdit ? dragHandlers : {})}
      data-category-id={category.id}
      sx={{ ...dropMarkSx(mark), ...(dragged ? { opacity: 0.5 } : {}), ...(canDrag ? { cursor: 'grab' } : {}) }}
    >
      <TableCell>
        {renaming === null ? (
          // Indented by its depth in the tree (less on a phone's card).
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: { xs: row.depth * 1.5, [NARROW]: row.depth * 3 } }}>
            {canEdit && <DragIndicatorIcon fontSize="small" aria-hidden sx={{ color: canDrag ? 'text.secondary' : 'action.disabled' }} />}
            {category.name}
          </Box>
        ) : (
          <Box
            component="form"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              onChange(() => renameCategory(category.id, renaming));
              setRenaming(null);
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pl: { xs: row.depth * 1.5, [NARROW]: row.depth * 3 } }}
          >
            <TextField label={`New name for ${category.name}`} size="small" autoFocus value={renaming} onChange={(event) => setRenaming(event.target.value)} />
            <Button type="submit">Save</Button>
            <Button onClick={() => setRenaming(null)}>Cancel</Button>
          </Box>
        )}
      </TableCell>
      <TableCell>{category.id}</TableCell>
      {canEdit && (
        <TableCell>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Tooltip title="Move up">
              <span>
                <IconButton size="small" aria-label={`Move ${category.name} up`} disabled={busy || row.index === 0} onClick={() => onChange(() => moveCategory(category.id, row.index - 1))}>
                  ↑
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Move ${category.name} down`}
                  disabled={busy || row.index === row.siblings - 1}
                  onClick={() => onChange(() => moveCategory(category.id, row.index + 1))}
                >
                  ↓
                </IconButton>
              </span>
            </Tooltip>
            <Button size="small" onClick={() => setRenaming(category.name)} aria-label={`Rename ${category.name}`}>
              Rename
            </Button>
            {moving ? (
              <ParentSelect
                label={`New parent of ${category.name}`}
                rows={rows}
                value={category.parentId}
                exclude={category.id}
                onChange={(parentId) => {
                  setMoving(false);
                  if (parentId !== category.parentId) onChange(() => reparentCategory(category.id, parentId));
                }}
              />
            ) : (
              <Button size="small" onClick={() => setMoving(true)} aria-label={`Re-parent ${category.name}`}>
                Re-parent
              </Button>
            )}
            <Button size="small" color="error" disabled={busy} onClick={() => onChange(() => deleteCategory(category.id))} aria-label={`Delete ${category.name}`}>
              Delete
            </Button>
          </Stack>
        </TableCell>
      )}
    </TableRow>
  );
}

