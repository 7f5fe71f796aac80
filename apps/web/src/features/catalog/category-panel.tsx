import type { Category } from '@backroom/core/catalog';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardImage } from './card-image';

/** The panel's looks in one style rule (see ItemCard): a listing shows many panels. */
const PanelCard = styled(Card)(({ theme }) => ({
  height: '100%',
  '&:hover': { boxShadow: theme.shadows[3] },
  '& .panel-action': {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    paddingTop: theme.spacing(1),
  },
  '& .panel-content': { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  '& .panel-name': { fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' },
}));

/** A department or sub-category: its 180x180 icon and name, going to the category's url. */
export const CategoryPanel = memo(function CategoryPanel({ category }: { category: Category }) {
  return (
    <PanelCard variant="outlined">
      <CardActionArea component={RouterLink} to={category.url} className="panel-action">
        <CardImage imageId={category.imageId} alt="" square />
        <CardContent className="panel-content">
          <Typography component="h2" variant="subtitle1" align="center" className="panel-name">
            {category.name}
          </Typography>
        </CardContent>
      </CardActionArea>
    </PanelCard>
  );
});
