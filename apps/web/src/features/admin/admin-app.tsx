import type { AccountRole, SignedIn } from '@backroom/core/identity/account-contract';
import { Box, type Theme, ThemeProvider, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AdminHeader } from './admin-header';
import { ADMIN_SCREENS } from './admin-screens';
import { NARROW } from './shared/narrow';
import { STAFF_SIGNED_OUT_EVENT } from './shared/staff-fetch';
import { StaffRolesContext } from './shared/staff-access';
import { staffSession } from './shared/staff-session';
import { staffSignOut } from './sign-in/api/staff-sign-in';
import { StaffSignInForm } from './sign-in/staff-sign-in-form';
import { StaffSetPasswordPage } from './set-password/staff-set-password-page';

/** The page an invitation's or reset's e-mail links to (apps/server identity/staff-password-email.ts). */
const SET_PASSWORD_PATH = '/admin/set-password';

/**
 * The back office at /admin: its own chunk, outside the storefront's shell and gates (staff are not
 * shoppers: no age gate, and it works while the shop is closed). Shows the sign-in until a staff
 * session is kept in this browser.
 */
export function AdminApp() {
  const [session, setSession] = useState<SignedIn | null>(() => staffSession.read());
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const signedOut = () => setSession(null);
    globalThis.addEventListener(STAFF_SIGNED_OUT_EVENT, signedOut);
    return () => globalThis.removeEventListener(STAFF_SIGNED_OUT_EVENT, signedOut);
  }, []);
  useEffect(() => {
    document.title = 'Back office';
  }, []);

  const keep = (signedIn: SignedIn) => {
    staffSession.save(signedIn);
    setSession(signedIn);
  };
  // An invitation's or a reset's link: shown signed in or not (the link is the proof), and it
  // replaces whichever session this browser kept.
  if (pathname.replace(/\/$/, '') === SET_PASSWORD_PATH) {
    return (
      <StaffSetPasswordPage
        onSignedIn={(newSession) => {
          queryClient.removeQueries({ queryKey: ['admin'] });
          keep(newSession);
          void navigate('/admin', { replace: true });
        }}
      />
    );
  }
  if (!session) {
    return <StaffSignInForm onSignedIn={keep} />;
  }
  const signOut = async () => {
    await staffSignOut();
    queryClient.removeQueries({ queryKey: ['admin'] });
    setSession(null);
  };
  return (
    <StaffRolesContext.Provider value={session.roles}>
      <AdminLayout roles={session.roles} onSignOut={() => void signOut()} />
    </StaffRolesContext.Provider>
  );
}

/** Whether the path under /admin is the section's page or one inside it (an item's editor is in Items). */
function inSection(sectionPath: string, path: string): boolean {
  return sectionPath === '' ? path === '' : path === sectionPath || path.startsWith(`${sectionPath}/`);
}

/**
 * Every dialog of the back office fills a phone's screen: a form in a floating box leaves no room
 * for the keyboard. One default, so a new dialog needs nothing of its own.
 */
function useDialogsFullScreenOnPhones(): Theme {
  const outer = useTheme();
  const phone = useMediaQuery(outer.breakpoints.down('sm'));
  return useMemo(
    () => ({
      ...outer,
      components: { ...outer.components, MuiDialog: { ...outer.components?.MuiDialog, defaultProps: { ...outer.components?.MuiDialog?.defaultProps, fullScreen: phone } } },
    }),
    [outer, phone],
  );
}

function AdminLayout({ roles, onSignOut }: { roles: readonly AccountRole[]; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const dialogTheme = useDialogsFullScreenOnPhones();
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const sections = ADMIN_SCREENS.flatMap((screen) => (screen.menu !== undefined && (!screen.role || roles.includes(screen.role)) ? [{ path: screen.path, menu: screen.menu }] : []));
  const current = sections.filter((section) => inSection(section.path, path)).sort((a, b) => b.path.length - a.path.length)[0]?.path ?? null;
  // Which screen shows, by its path in the list: tests find every screen by it.
  const shown = ADMIN_SCREENS.find((screen) => matchPath(`/${screen.path}`, `/${path}`) !== null)?.path;
  const landing = ADMIN_SCREENS.some((screen) => screen.path === '') ? null : sections[0];
  return (
    <ThemeProvider theme={dialogTheme}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
        <AdminHeader sections={sections} current={current} roles={roles} onSignOut={onSignOut} />
        <Box component="main" data-admin-screen={shown} sx={{ p: { xs: 2, [NARROW]: 3 }, maxWidth: 1400, mx: 'auto' }}>
          <Routes>
            {landing && <Route index element={<Navigate to={landing.path} replace />} />}
            {ADMIN_SCREENS.map((screen) =>
              screen.path === '' ? <Route key="" index element={screen.element} /> : <Route key={screen.path} path={screen.path} element={screen.element} />,
            )}
            <Route path="*" element={<Typography>There is no such back office page.</Typography>} />
          </Routes>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
