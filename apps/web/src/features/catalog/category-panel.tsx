import type { Category } from '@backroom/core/catalog';
import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { cardAction, outlinedCard } from './card-looks';
import { CardImage } from './card-image';
import { RouterLink } from '../../components/router-link';

/** The panel's looks in one style rule (see ItemCard): a listing shows many panels. */
const PanelCard = styled('article')(({ theme }) => ({
  ...outlinedCard(theme),
  '& .panel-action': { ...cardAction(theme), paddingTop: theme.spacing(1) },
  '& .panel-content': { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: theme.spacing(2) },
  '& .panel-name': { fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' },
}));

/** A department or sub-category: its 180x180 icon and name, going to the category's url. */
export const CategoryPanel = memo(function CategoryPanel({ category }: { category: Category }) {
  return (
    <PanelCard>
      <RouterLink to={category.url} className="panel-action">
        <CardImage imageId={category.imageId} alt="" square />
        <div className="panel-content">
          <Typography component="h2" variant="subtitle1" align="center" className="panel-name">
            {category.name}
          </Typography>
        </div>
      </RouterLink>
    </PanelCard>
  );
});
