import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { darken, lighten, styled, type CSSObject } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

const SEVERITIES: readonly NoticeSeverity[] = ['success', 'info', 'warning', 'error'];

const ICONS: Record<NoticeSeverity, ReactNode> = {
  success: <TaskAltIcon fontSize="inherit" />,
  info: <InfoOutlinedIcon fontSize="inherit" />,
  warning: <ReportProblemOutlinedIcon fontSize="inherit" />,
  error: <ErrorOutlineIcon fontSize="inherit" />,
};

/** MUI Alert's "standard" looks: text and icon in the severity's colour on a light tint of it. */
const NoticeRoot = styled('div')(({ theme }) => {
  const light = theme.palette.mode === 'light';
  const tones: CSSObject = {};
  for (const severity of SEVERITIES) {
    const colors = theme.palette[severity];
    tones[`&[data-severity="${severity}"]`] = {
      color: light ? darken(colors.light, 0.6) : lighten(colors.light, 0.6),
      backgroundColor: light ? lighten(colors.light, 0.9) : darken(colors.light, 0.9),
      '& > .notice-icon': { color: colors.main },
    };
  }
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    '& > .notice-icon': { display: 'flex', marginRight: 12, padding: '7px 0', fontSize: 22, opacity: 0.9 },
    '& > .notice-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    ...tones,
  };
});

/**
 * A message in a tinted box with its severity's icon, like MUI's Alert, without the Paper and
 * slots machinery. It is announced as an alert, as MUI's was.
 */
export function Notice({ severity, children }: { severity: NoticeSeverity; children: ReactNode }) {
  return (
    <NoticeRoot role="alert" data-severity={severity}>
      <div className="notice-icon">{ICONS[severity]}</div>
      <div className="notice-message">{children}</div>
    </NoticeRoot>
  );
}
