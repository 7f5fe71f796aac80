import type { Category } from '@backroom/core/catalog';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CardImage } from './card-image';

/** A department or sub-category: its 180x180 icon and name, going to the category's url. */
export function CategoryPanel({ category }: { category: Category }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', '&:hover': { boxShadow: 3 } }}>
      <CardActionArea
        component={RouterLink}
        to={category.url}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', pt: 1 }}
      >
        <CardImage imageId={category.imageId} alt="" square />
        <CardContent sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography component="h2" variant="subtitle1" align="center" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {category.name}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
