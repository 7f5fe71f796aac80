import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCategories } from '../features/catalog/api/get-categories';
import { byShortName } from '../features/catalog/category-tree';
import { useMessages } from '../lib/i18n/use-messages';
import { shellMessages } from './shell.messages';

export function DepartmentsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: categories = [] } = useCategories();
  const t = useMessages(shellMessages);
  const departments = categories.filter((category) => category.parentId === TOP_LEVEL_PARENT_ID).sort(byShortName);
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box role="navigation" aria-label={t('shell.departments')} sx={{ width: 280 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="h6" component="h2">
            {t('shell.departments')}
          </Typography>
          <IconButton aria-label={t('shell.closeDepartments')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <List>
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to="/category" onClick={onClose}>
              <ListItemText primary={t('shell.allDepartments')} slotProps={{ primary: { fontWeight: 600 } }} />
            </ListItemButton>
          </ListItem>
          {departments.map((category) => (
            <ListItem key={category.id} disablePadding>
              <ListItemButton component={RouterLink} to={category.url} onClick={onClose}>
                <ListItemText primary={category.shortName} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
