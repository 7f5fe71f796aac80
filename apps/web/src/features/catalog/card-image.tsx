import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import { Box } from '@mui/material';
import { imageUrl } from '../../lib/item-image-url';

/** Height of a card picture (SPEC section 9); the space is reserved so nothing shifts on load. */
export const CARD_IMAGE_HEIGHT = 180;

interface CardImageProps {
  imageId: string | null;
  /** Empty for a decorative picture whose name is written next to it. */
  alt: string;
  /** Square pictures (category icons are 180x180) instead of full-width ones. */
  square?: boolean;
  /** Above the fold: load at once and first, rather than when scrolled near. */
  priority?: boolean;
}

/** A 180 px high card picture, or a neutral placeholder when there is none. */
export function CardImage({ imageId, alt, square = false, priority = false }: CardImageProps) {
  const width = square ? CARD_IMAGE_HEIGHT : '100%';
  if (!imageId) {
    return (
      <Box
        aria-hidden
        sx={{
          height: CARD_IMAGE_HEIGHT,
          width,
          mx: 'auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          color: 'grey.400',
        }}
      >
        <LocalFloristOutlinedIcon sx={{ fontSize: 56 }} />
      </Box>
    );
  }
  // A plain <img>: Box would take width and height as styles, and the attributes are what reserve the space.
  return (
    <img
      src={imageUrl(imageId, 'card')}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      width={CARD_IMAGE_HEIGHT}
      height={CARD_IMAGE_HEIGHT}
      style={{
        display: 'block',
        height: CARD_IMAGE_HEIGHT,
        width,
        maxWidth: '100%',
        margin: '0 auto',
        objectFit: 'contain',
        backgroundColor: '#fff',
      }}
    />
  );
}
