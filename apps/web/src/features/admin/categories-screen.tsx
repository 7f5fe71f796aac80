import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';
import {
  Alert,
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createCategory, deleteCategory, moveCategory, renameCategory, reparentCategory, staffCategoriesQuery } from './api/staff-categories';
import { type CategoryRow, categoryRows } from './category-rows';
import { useCanEdit } from './staff-access';

type CategoryChange = () => Promise<unknown>;

/** /admin/categories: the tree, with create, rename, delete, move up or down and re-parent. */
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
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        Categories
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {message && (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {canEdit && categories && <NewCategoryForm rows={rows} onCreate={(path, name) => change.mutateAsync(() => createCategory(path, name))} />}
      <Paper>
        <Table size="small" aria-label="Category tree">
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              <TableCell>Id</TableCell>
              {canEdit && <TableCell>Change</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <CategoryLine key={row.category.id} row={row} rows={rows} canEdit={canEdit} busy={change.isPending} onChange={(run) => change.mutate(run)} />
            ))}
          </TableBody>
        </Table>
      </Paper>
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
      <Stack direction="row" spacing={2} alignItems="center">
        <TextField label="New category name" size="small" required value={name} onChange={(event) => setName(event.target.value)} />
        <ParentSelect label="Inside" rows={rows} value={parent} onChange={setParent} />
        <Button type="submit" variant="contained" disabled={name.trim() === ''}>
          Create category
        </Button>
      </Stack>
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

interface CategoryLineProps {
  row: CategoryRow;
  rows: CategoryRow[];
  canEdit: boolean;
  busy: boolean;
  onChange: (run: CategoryChange) => void;
}

function CategoryLine({ row, rows, canEdit, busy, onChange }: CategoryLineProps) {
  const { category } = row;
  const [renaming, setRenaming] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  return (
    <TableRow hover>
      <TableCell sx={{ pl: 2 + row.depth * 3 }}>
        {renaming === null ? (
          category.name
        ) : (
          <Box
            component="form"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              onChange(() => renameCategory(category.id, renaming));
              setRenaming(null);
            }}
            sx={{ display: 'flex', gap: 1 }}
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
          <Stack direction="row" spacing={1} alignItems="center">
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

