import type { Category } from '@backroom/core/catalog';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { focusRing } from '../../components/plain-controls';
import { byShortName, categoryTree, type CategoryNode } from './category-tree';
import { useMessages } from '../../lib/i18n/use-messages';
import { catalogMessages } from './catalog.messages';
import { RouterLink } from '../../components/router-link';

const TreeNav = styled('nav')(({ theme }) => ({
  marginTop: theme.spacing(4),
  '& h2': { ...theme.typography.h6, fontWeight: 700, margin: theme.spacing(0, 0, 1) },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& ul ul': { paddingLeft: theme.spacing(3) },
  // Departments flow in columns on wide screens; an opened one grows in its own column.
  '& .tree-departments': { columnWidth: 240, columnGap: theme.spacing(3) },
  '& .tree-departments > li': { breakInside: 'avoid' },
  '& .tree-row': { display: 'flex', alignItems: 'center', minHeight: 40 },
  '& .tree-toggle, & .tree-spacer': { flex: 'none', width: 40, height: 40 },
  '& .tree-toggle': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '& svg': { transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }) },
    '&[aria-expanded="true"] svg': { transform: 'rotate(90deg)' },
    ...focusRing(theme),
  },
  '& .tree-link': {
    ...theme.typography.body1,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    padding: theme.spacing(0.5, 0),
    '&:hover': { color: theme.palette.primary.main, textDecoration: 'underline' },
    ...focusRing(theme),
  },
  '& .tree-departments > li > .tree-row .tree-link': { fontWeight: 600 },
}));

function TreeBranch({ node }: { node: CategoryNode }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(catalogMessages);
  const { category, children } = node;
  const listId = `category-tree-${category.id}`;
  return (
    <li>
      <div className="tree-row">
        {children.length > 0 ? (
          <button
            type="button"
            className="tree-toggle"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={t('catalog.tree.toggle', { name: category.shortName, open: String(open) })}
            onClick={() => setOpen(!open)}
          >
            <ChevronRightIcon fontSize="small" />
          </button>
        ) : (
          <span className="tree-spacer" />
        )}
        <RouterLink className="tree-link" to={category.url}>
          {category.shortName}
        </RouterLink>
      </div>
      {open && (
        <ul id={listId}>
          {children.map((child) => (
            <TreeBranch key={child.category.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The whole catalogue as a tree (SPEC section 2): every category by its short name, going to its
 * listing; a category with children opens to show them.
 */
export function CategoryTreeWidget({ categories }: { categories: readonly Category[] }) {
  const t = useMessages(catalogMessages);
  // Each level in the order of the short names it shows, as the departments drawer lists them.
  const tree = categoryTree(categories, byShortName);
  if (tree.length === 0) return null;
  return (
    <TreeNav aria-labelledby="category-tree-heading">
      <h2 id="category-tree-heading">{t('catalog.tree.heading')}</h2>
      <ul className="tree-departments">
        {tree.map((node) => (
          <TreeBranch key={node.category.id} node={node} />
        ))}
      </ul>
    </TreeNav>
  );
}
