import { keyframes, styled, type Theme } from '@mui/material/styles';
import { createContext, useContext, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';

/*
 * A modal on the browser's own `<dialog>` with MUI Dialog's looks (paper, shadow 24, dark
 * backdrop, scroll="body"). `showModal()` gives what MUI's Modal, Portal and FocusTrap built by
 * hand: the top layer, an inert page behind, focus inside and Escape. There is no portal: the
 * content renders with the page, in the same render and commit (MUI's portal mounted in a layout
 * effect and rendered its content again, synchronously, inside the page's commit).
 */

export type ModalDialogWidth = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// MUI Paper's overlay in dark mode at elevation 24 (getOverlayAlpha(24)).
const DARK_OVERLAY = 'linear-gradient(rgba(255, 255, 255, 0.165), rgba(255, 255, 255, 0.165))';

function widestPaper(theme: Theme, width: ModalDialogWidth): number {
  return width === 'xs' ? Math.max(theme.breakpoints.values.xs, 444) : theme.breakpoints.values[width];
}

const DialogRoot = styled('dialog', { shouldForwardProp: (prop) => prop !== 'paperWidth' && prop !== 'phoneCard' })<{
  paperWidth: ModalDialogWidth;
  phoneCard: boolean;
}>(({ theme, paperWidth, phoneCard }) => ({
  // The dialog element is the screen-wide scroll container; the paper sits in the middle of it.
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  outline: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  textAlign: 'center',
  '&::after': { content: '""', display: 'inline-block', verticalAlign: 'middle', height: '100%', width: 0 },
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  // Not yet open: the server's markup before the scripts run (or a page without JavaScript), and a
  // dialog behind a gate. It shows where the open dialog will, over the page, with the backdrop's shade.
  '&:not([open])': { display: 'block', zIndex: theme.zIndex.modal, backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '&[data-fade], &[data-fade]::backdrop': {
    animation: `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeInOut}`,
  },
  '@media (prefers-reduced-motion: reduce)': { '&[data-fade], &[data-fade]::backdrop': { animation: 'none' } },
  '@media print': { height: 'auto' },
  '& > .modal-dialog-paper': {
    position: 'relative',
    display: 'inline-block',
    verticalAlign: 'middle',
    textAlign: 'initial',
    margin: 32,
    width: 'calc(100% - 64px)',
    // MUI Dialog's `maxWidth`; narrower screens keep a 32 px margin around it.
    maxWidth: widestPaper(theme, paperWidth),
    [theme.breakpoints.down(widestPaper(theme, paperWidth) + 64)]: { maxWidth: 'calc(100% - 64px)' },
    overflowY: 'auto',
    backgroundColor: theme.palette.background.paper,
    backgroundImage: theme.palette.mode === 'dark' ? DARK_OVERLAY : undefined,
    color: theme.palette.text.primary,
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[24],
    '@media print': { overflowY: 'visible', boxShadow: 'none' },
  },
  // A phone gets the whole screen, unless the dialog is a short question.
  ...(phoneCard
    ? {}
    : {
        [theme.breakpoints.down('sm')]: {
          '& > .modal-dialog-paper': { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
        },
      }),
}));

/**
 * True for what renders behind a gate (app/gated-outlet.tsx): a dialog there opens only once the
 * gate has gone, so the gate stays on top whichever of them mounted first.
 */
export const BehindGate = createContext(false);

export interface ModalDialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** The id of the element that describes it, if any. */
  describedBy?: string;
  /** Escape, or a click on the backdrop: the owner decides whether and how it closes (it unmounts it). */
  onClose(): void;
  /** Shown at once, without fading in: when the dialog is the page (a shared link). */
  instant?: boolean;
  /** The paper's widest (MUI's breakpoints); 'md' (900 px) unless told. */
  maxWidth?: ModalDialogWidth;
  /** A short question: a card on a phone too, not the whole screen. */
  phoneCard?: boolean;
  /** What has the focus once open (the answer to give by Enter); the dialog itself unless told. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog that is open while it is mounted. It locks the page's scrolling and, when it
 * goes, gives the focus back to where it was. Below the theme's `sm` breakpoint it fills the screen.
 */
export function ModalDialog({ labelledBy, describedBy, onClose, instant = false, maxWidth = 'md', phoneCard = false, initialFocus, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const pressedOnBackdrop = useRef(false);
  const behindGate = useContext(BehindGate);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || behindGate) return;
    const root = document.documentElement;
    const before = document.activeElement;
    const locked = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    // Over a page already shown, keep the room of its scroll bar so nothing behind moves. On a
    // shared link the dialog is the first view: nothing has been laid out yet, nothing to read.
    if (!instant && window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    closing.current = false;
    if (!dialog.open) dialog.showModal();
    // Like MUI: the focus goes to the dialog itself, the next Tab to its first control.
    (initialFocus?.current ?? dialog).focus({ preventScroll: true });
    return () => {
      closing.current = true;
      if (dialog.open) dialog.close();
      root.style.overflow = locked.overflow;
      root.style.scrollbarGutter = locked.scrollbarGutter;
      if (before instanceof HTMLElement && before !== document.body && before.isConnected && document.activeElement !== before) {
        before.focus({ preventScroll: true });
      }
    };
  }, [instant, initialFocus, behindGate]);

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the owner decides, and unmounts the dialog to close it.
    event.preventDefault();
    onClose();
  }

  function closed() {
    // Without a user activation since the last Escape the browser closes the dialog itself (after
    // the cancel event, which asked the owner already): while mounted, it stays open.
    const dialog = dialogRef.current;
    if (!closing.current && dialog?.isConnected && !dialog.open) dialog.showModal();
  }

  function pressed(event: MouseEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function clicked(event: MouseEvent<HTMLDialogElement>) {
    // Outside the paper is the dialog element itself: the backdrop. A press that began on the paper
    // (selecting text, say) and ended outside it does not count.
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop) onClose();
  }

  return (
    <DialogRoot
      ref={dialogRef}
      paperWidth={maxWidth}
      phoneCard={phoneCard}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      data-fade={instant ? undefined : ''}
      onCancel={cancel}
      onClose={closed}
      onMouseDown={pressed}
      onClick={clicked}
    >
      <div className="modal-dialog-paper">{children}</div>
    </DialogRoot>
  );
}
