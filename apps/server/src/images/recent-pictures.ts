/**
 * The small pictures (card renditions) last read from a bucket, kept in memory up to a byte
 * budget, least recently used first out. Safe without any invalidation: a picture's key is its
 * content's hash, so what a key names never changes.
 */
export class RecentPictures {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    /** Larger pictures are not kept: a few full pictures would push out many cards. */
    private readonly maxPictureBytes: number,
  ) {}

  get(key: string): Buffer | undefined {
    const bytes = this.entries.get(key);
    if (bytes) {
      this.entries.delete(key);
      this.entries.set(key, bytes);
    }
    return bytes;
  }

  remember(key: string, bytes: Buffer): void {
    if (bytes.length > this.maxPictureBytes || bytes.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
