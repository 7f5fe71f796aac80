import { styled } from '@mui/material/styles';
import { GATE_ANSWER_PATH, type GateFormAnswer } from '@backroom/core/storefront-gates';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
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
  accept: GateAnswer;
  cancel?: GateAnswer;
}

interface GateAnswer {
  label: string;
  /** What the button posts when the page has no scripts (the server keeps the answer and sends the visitor back). */
  formAnswer: GateFormAnswer;
  onClick: () => void;
}

/** The answer given in the page: the form is for a page without scripts only. */
function answeredInPage(onClick: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onClick();
  };
}

const stayOpen = () => {};

/**
 * A question a visitor must answer before the shop shows (SPEC section 2): the first view of a
 * first visit, so it is built on the native dialog, and neither Escape nor a click beside it
 * dismisses it. Its buttons are a form's, so a page without scripts can answer it too.
 */
export function GateDialog({ id, title, text, accept, cancel }: GateDialogProps) {
  const acceptButton = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={stayOpen} maxWidth="sm" phoneCard instant initialFocus={acceptButton}>
      <GateBody>
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{text}</p>
        <form className="gate-actions" method="post" action={GATE_ANSWER_PATH}>
          <input type="hidden" name="return" value={pathname + search} />
          {cancel && (
            <PlainButton type="submit" name="answer" value={cancel.formAnswer} onClick={answeredInPage(cancel.onClick)}>
              {cancel.label}
            </PlainButton>
          )}
          <PlainButton ref={acceptButton} type="submit" name="answer" value={accept.formAnswer} variant="contained" onClick={answeredInPage(accept.onClick)}>
            {accept.label}
          </PlainButton>
        </form>
      </GateBody>
    </ModalDialog>
  );
}
