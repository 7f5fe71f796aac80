import { TOP_LEVEL_PARENT_ID } from '@backroom/core/category-url';
import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useCategories } from '../features/catalog/api/get-categories';
import { byShortName } from '../features/catalog/category-tree';
import { DrawerHeader } from '../components/drawer-header';
import { useMessages } from '../lib/i18n/use-messages';
import { shellMessages } from './shell.messages';
import { RouterLink } from '../components/router-link';

export function DepartmentsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: categories = [] } = useCategories();
  const t = useMessages(shellMessages);
  const departments = categories.filter((category) => category.parentId === TOP_LEVEL_PARENT_ID).sort(byShortName);
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box role="navigation" aria-label={t('shell.departments')} sx={{ width: 280 }}>
        <DrawerHeader title={t('shell.departments')} closeLabel={t('shell.closeDepartments')} onClose={onClose} padding={{ px: 2, py: 1 }} />
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
