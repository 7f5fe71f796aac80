import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';
import { MAX_IMAGE_PIXELS } from './image.service.js';

/** Largest picture staff may upload or link, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The picture format its first bytes announce, whatever its name or declared type says. */
export function sniffPictureFormat(bytes: Buffer): PictureFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // An ISO media file: AVIF when its major or a compatible brand says so (HEIC is not taken).
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let brand = 8; brand + 4 <= boxSize; brand += 4) {
      if (brand === 12) continue; // the minor version, not a brand
      const name = ascii(bytes, brand, brand + 4);
      if (name === 'avif' || name === 'avis') return 'avif';
    }
  }
  return null;
}

// sharp names the formats it decoded; AVIF comes out of its HEIF reader.
const SHARP_FORMATS: Record<PictureFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };

const rejected = (message: string) => new AppError(422, 'IMAGE_REJECTED', message);

/**
 * Refuses anything but a JPEG, PNG, WebP, GIF or AVIF picture of at most MAX_IMAGE_PIXELS,
 * judged by its bytes: an SVG (which can carry script) or a renamed file never reaches the
 * encoder, and a pixel flood is refused from its header before anything is decoded.
 */
export async function acceptPicture(bytes: Buffer): Promise<PictureFormat> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `A picture is at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  }
  const format = sniffPictureFormat(bytes);
  if (!format) {
    throw rejected('This file is not a JPEG, PNG, WebP, GIF or AVIF picture (judged by its content, not its name); SVG is not accepted.');
  }
  let metadata: sharp.Metadata;
  try {
    // Reads the header only; the pixel count is checked below with a message of its own.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw rejected(`This ${format.toUpperCase()} picture cannot be read: it is damaged or incomplete.`);
  }
  if (metadata.format !== SHARP_FORMATS[format]) {
    throw rejected(`This file starts like a ${format.toUpperCase()} picture but is not one.`);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS || width === 0 || height === 0) {
    throw rejected(`This picture is ${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels are accepted.`);
  }
  return format;
}
