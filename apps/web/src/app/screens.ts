import { lazyScreen } from '../lib/lazy-screen';

// Each screen is its own chunk: the first view downloads only what it shows. The server adds a
// modulepreload of the chunks of the page it is asked for (apps/server/src/web/screen-chunks.ts).
export const HomePage = lazyScreen('home-page', async () => (await import('../features/home/home-page')).HomePage);
export const ListingWithItem = lazyScreen('listing-with-item', async () => (await import('./listing-with-item')).ListingWithItem);
export const ItemDialog = lazyScreen('item-dialog', async () => (await import('../features/catalog/item-dialog')).ItemDialog);
export const CartPage = lazyScreen('cart-page', async () => (await import('../features/cart/cart-page')).CartPage);
export const CheckoutPage = lazyScreen('checkout-page', async () => (await import('../features/checkout/checkout-page')).CheckoutPage);
export const SavedCartPage = lazyScreen('saved-cart-page', async () => (await import('../features/saved-cart/saved-cart-page')).SavedCartPage);
export const UnsubscribePage = lazyScreen('unsubscribe-page', async () => (await import('../features/saved-cart/unsubscribe-page')).UnsubscribePage);
export const ReceiptPage = lazyScreen('receipt-page', async () => (await import('../features/orders/receipt-page')).ReceiptPage);
export const PrivacyPage = lazyScreen('privacy-page', async () => (await import('../features/static-pages/privacy-page')).PrivacyPage);
export const TermsPage = lazyScreen('terms-page', async () => (await import('../features/static-pages/terms-page')).TermsPage);
export const PaymentPage = lazyScreen('payment-page', async () => (await import('../features/static-pages/payment-page')).PaymentPage);
export const OrderingPage = lazyScreen('ordering-page', async () => (await import('../features/static-pages/ordering-page')).OrderingPage);
export const ShippingPage = lazyScreen('shipping-page', async () => (await import('../features/static-pages/shipping-page')).ShippingPage);
export const ReturnsPage = lazyScreen('returns-page', async () => (await import('../features/static-pages/returns-page')).ReturnsPage);
export const ContactPage = lazyScreen('contact-page', async () => (await import('../features/static-pages/contact-page')).ContactPage);
export const FloristPage = lazyScreen('florist-page', async () => (await import('../features/static-pages/florist-page')).FloristPage);
export const AboutPage = lazyScreen('about-page', async () => (await import('../features/static-pages/about-page')).AboutPage);
export const MembersPage = lazyScreen('members-page', async () => (await import('../features/members/members-page')).MembersPage);
export const ForgotPasswordPage = lazyScreen('forgot-password-page', async () => (await import('../features/members/forgot-password-page')).ForgotPasswordPage);
export const NewPasswordPage = lazyScreen('new-password-page', async () => (await import('../features/members/new-password-page')).NewPasswordPage);
export const ConfirmEmailPage = lazyScreen('confirm-email-page', async () => (await import('../features/members/confirm-email-page')).ConfirmEmailPage);
export const GiftCardBalancePage = lazyScreen('gift-card-balance-page', async () => (await import('../features/gift-cards/balance-page')).GiftCardBalancePage);
export const ExportCsvPage = lazyScreen('export-csv-page', async () => (await import('../features/static-pages/export-csv-page')).ExportCsvPage);
export const NotFoundPage = lazyScreen('not-found-page', async () => (await import('../features/home/not-found-page')).NotFoundPage);
export const AgeGate = lazyScreen('age-gate', async () => (await import('../features/gates/age-gate')).AgeGate);
export const SiteDisabledGate = lazyScreen('site-disabled-gate', async () => (await import('../features/gates/site-disabled-gate')).SiteDisabledGate);
// The back office: its own chunks, never part of a shopper's download (docs/decisions/012).
export const AdminApp = lazyScreen('admin-app', async () => (await import('../features/admin/admin-app')).AdminApp);
