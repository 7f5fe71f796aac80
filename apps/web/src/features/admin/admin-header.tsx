import type { AccountRole } from '@backroom/core/identity/account-contract';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Button, Chip, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, Stack, type SxProps, Tab, Tabs, type Theme, Toolbar, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { NARROW } from './shared/narrow';
import { RouterLink } from '../../components/router-link';

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
// The header's parts shown on a phone only, or at a desk only (the others wait in the menu there).
const ON_A_PHONE = { display: { [NARROW]: 'none' } };
const AT_A_DESK = { display: { xs: 'none', [NARROW]: 'flex' } };

function RolesChip({ roles, sx }: { roles: readonly AccountRole[]; sx?: SxProps<Theme> }) {
  return <Chip label={`Roles: ${roles.join(', ')}`} size="small" sx={sx} />;
}

/**
 * The back office's header. At a desk: the sections as tabs, the roles and Sign out on one line.
 * On a phone: a menu button opening a drawer with the sections, the roles and Sign out. "Read
 * only" stays in sight on both.
 */
export function AdminHeader({ sections, current, roles, onSignOut }: AdminHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const href = (section: AdminSection) => (section.path === '' ? '/admin' : `/admin/${section.path}`);
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar sx={{ gap: { xs: 1, [NARROW]: 2 } }}>
        <IconButton
          edge="start"
          aria-label="Menu"
          aria-haspopup="true"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen(true)}
          sx={ON_A_PHONE}
        >
          <MenuIcon />
        </IconButton>
        <Typography component="p" variant="h6" sx={{ whiteSpace: 'nowrap', flex: { xs: 1, [NARROW]: 'none' } }}>
          Back office
        </Typography>
        <Tabs value={current ?? false} component="nav" aria-label={NAV_LABEL} variant="scrollable" scrollButtons="auto" sx={{ flex: 1, minWidth: 0, ...AT_A_DESK }}>
          {sections.map((section) => (
            <Tab key={section.path} value={section.path} label={section.menu} component={RouterLink} to={href(section)} />
          ))}
        </Tabs>
        <RolesChip roles={roles} sx={AT_A_DESK} />
        {!roles.includes('staff') && <Chip label="Read only" size="small" sx={{ bgcolor: 'warning.light', color: 'common.black' }} />}
        <Button onClick={onSignOut} sx={AT_A_DESK}>
          Sign out
        </Button>
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
          <RolesChip roles={roles} />
          <Button variant="outlined" onClick={onSignOut}>
            Sign out
          </Button>
        </Stack>
      </Drawer>
    </AppBar>
  );
}
