import type { AccountRole } from '@backroom/core/identity/account-contract';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Chip, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NARROW } from './shared/narrow';

/** A section of the back office as its header lists it. */
export interface AdminSection {
  path: string;
  menu: string;
}

interface AdminHeaderProps {
  /** The sections this person may open, in order. */
  sections: readonly AdminSection[];
  /** The path of the section shown, if any. */
  current: string | null;
  roles: readonly AccountRole[];
  onSignOut: () => void;
}

const NAV_LABEL = 'Back office sections';
const OPEN_BELOW_NARROW = { display: { xs: 'flex', [NARROW]: 'none' } };
const OPEN_FROM_NARROW = { display: { xs: 'none', [NARROW]: 'flex' } };

function RolesChip({ roles }: { roles: readonly AccountRole[] }) {
  return <Chip label={`Roles: ${roles.join(', ')}`} size="small" />;
}

function ReadOnlyChip({ roles }: { roles: readonly AccountRole[] }) {
  return roles.includes('staff') ? null : <Chip label="Read only" color="warning" size="small" />;
}

/**
 * The back office's header. At a desk: the sections as tabs, the roles and Sign out on one line.
 * On a phone: a menu button opening a drawer with the sections, the roles and Sign out.
 */
export function AdminHeader({ sections, current, roles, onSignOut }: AdminHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const href = (section: AdminSection) => (section.path === '' ? '/admin' : `/admin/${section.path}`);
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar sx={{ gap: 2, ...OPEN_FROM_NARROW }}>
        <Typography component="p" variant="h6" sx={{ whiteSpace: 'nowrap' }}>
          Back office
        </Typography>
        <Tabs value={current ?? false} component="nav" aria-label={NAV_LABEL} variant="scrollable" scrollButtons="auto" sx={{ flex: 1, minWidth: 0 }}>
          {sections.map((section) => (
            <Tab key={section.path} value={section.path} label={section.menu} component={RouterLink} to={href(section)} />
          ))}
        </Tabs>
        <RolesChip roles={roles} />
        <ReadOnlyChip roles={roles} />
        <Button onClick={onSignOut}>Sign out</Button>
      </Toolbar>
      <Toolbar sx={{ gap: 1, ...OPEN_BELOW_NARROW }}>
        <IconButton edge="start" aria-label="Menu" aria-haspopup="true" aria-expanded={menuOpen} aria-controls={menuOpen ? menuId : undefined} onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Typography component="p" variant="h6" sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          Back office
        </Typography>
        <ReadOnlyChip roles={roles} />
      </Toolbar>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { id: menuId, sx: { width: 280, maxWidth: '85vw' } } }}>
        <Typography component="p" variant="h6" sx={{ px: 2, py: 1.5 }}>
          Back office
        </Typography>
        <Divider />
        <List component="nav" aria-label={NAV_LABEL}>
          {sections.map((section) => (
            <ListItemButton
              key={section.path}
              component={RouterLink}
              to={href(section)}
              selected={section.path === current}
              aria-current={section.path === current ? 'page' : undefined}
              onClick={() => setMenuOpen(false)}
            >
              <ListItemText primary={section.menu} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <RolesChip roles={roles} />
            <ReadOnlyChip roles={roles} />
          </Box>
          <Button variant="outlined" onClick={onSignOut}>
            Sign out
          </Button>
        </Stack>
      </Drawer>
    </AppBar>
  );
}
