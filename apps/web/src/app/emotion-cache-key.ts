/**
 * The key of the Emotion cache the server renders with: Emotion's default, which the browser's
 * default cache shares, so it finds the server's style elements and does not insert them again.
 */
export const EMOTION_CACHE_KEY = 'css';
