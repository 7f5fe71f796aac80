// The schema lives in the core, so the back office edits the same shape the server checks.
export * from '@backroom/core/shipping/shipping-settings';
