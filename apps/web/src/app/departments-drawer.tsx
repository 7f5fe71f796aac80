import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useCategories } from '../features/catalog/api/get-categories';

export function DepartmentsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: categories = [] } = useCategories();
  const navigate = useNavigate();
  const departments = categories
    .filter((category) => category.parentId === TOP_LEVEL_PARENT_ID)
    .sort((a, b) => a.shortName.localeCompare(b.shortName));
  const go = (url: string) => {
    onClose();
    void navigate(url);
  };
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box role="navigation" aria-label="Departments" sx={{ width: 280 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="h6" component="h2">
            Departments
          </Typography>
          <IconButton aria-label="Close departments" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <List>
          <ListItemButton onClick={() => go('/category')}>
            <ListItemText primary="All Departments" slotProps={{ primary: { fontWeight: 600 } }} />
          </ListItemButton>
          {departments.map((category) => (
            <ListItemButton key={category.id} onClick={() => go(category.url)}>
              <ListItemText primary={category.shortName} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
