import { styled } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { ModalDialog } from '../../components/modal-dialog';
import { PlainButton } from '../../components/plain-controls';

/** MUI's DialogTitle, DialogContentText and DialogActions in one rule. */
const GateBody = styled('div')(({ theme }) => ({
  '& > h2': { ...theme.typography.h6, margin: 0, padding: '16px 24px' },
  '& > p': { ...theme.typography.body1, margin: 0, padding: '0 24px 20px', color: theme.palette.text.secondary },
  '& > .gate-actions': { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, padding: 8 },
}));

interface GateDialogProps {
  id: string;
  title: string;
  text: ReactNode;
  /** The answer Enter gives (focused when the gate opens). */
  accept: { label: string; onClick: () => void };
  cancel?: { label: string; onClick: () => void };
}

const stayOpen = () => {};

/**
 * A question a visitor must answer before the shop shows (SPEC section 2): the first view of a
 * first visit, so it is built on the native dialog, and neither Escape nor a click beside it
 * dismisses it.
 */
export function GateDialog({ id, title, text, accept, cancel }: GateDialogProps) {
  const acceptButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={stayOpen} maxWidth="sm" phoneCard instant initialFocus={acceptButton}>
      <GateBody>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{text}</p>
        <div className="gate-actions">
          {cancel && <PlainButton onClick={cancel.onClick}>{cancel.label}</PlainButton>}
          <PlainButton ref={acceptButton} variant="contained" onClick={accept.onClick}>
            {accept.label}
          </PlainButton>
        </div>
      </GateBody>
    </ModalDialog>
  );
}
