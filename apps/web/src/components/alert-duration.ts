/** How long alerts and toasts stay up (SPEC section 9). */
export const ALERT_DURATION_MS = 6000;
