// The schema lives in the core with the other settings kinds' (store-settings/settings-kinds.ts).
export * from '@backroom/core/payments/payment-settings';
