import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/material/styles';
import { memo } from 'react';
import { organizationTypeIcon } from './organizationTypeIcons';
import type { TreeNode, TreeRow } from '../treeModel';

/** Every row has the same height, so the virtual list needs no measuring. */
export const TREE_ROW_HEIGHT = 52;
const INDENT = 18;

/**
 * One style sheet for every row (states by attribute): rows re-render often while scrolling, so
 * nothing is computed per row but its offset and indent (inline style).
 */
const Row = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: TREE_ROW_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  paddingRight: theme.spacing(1),
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[aria-selected="true"]': { backgroundColor: theme.palette.action.selected },
  '&[aria-selected="true"] .tree-name, &[data-match] .tree-name': { fontWeight: 600 },
  '&[data-focused]': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .tree-chevron': { width: 24, display: 'inline-flex', flexShrink: 0 },
  '& .tree-icon': { color: theme.palette.action.active, flexShrink: 0 },
  '&[aria-selected="true"] .tree-icon': { color: theme.palette.primary.main },
  '& .tree-text': { minWidth: 0, marginLeft: theme.spacing(0.5) },
  '& .tree-name': { ...theme.typography.body2, margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .tree-type': {
    ...theme.typography.caption,
    display: 'block',
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
}));

export interface TreeRowViewProps {
  row: TreeRow;
  node: TreeNode;
  /** The type label (translated) shown under the name. */
  typeLabel: string;
  /** Offset from the top of the list, in pixels. */
  top: number;
  selected: boolean;
  /** The keyboard focus is on this row (aria-activedescendant). */
  focused: boolean;
  onSelect: (id: number) => void;
  onToggle: (id: number, open: boolean) => void;
}

/**
 * One organization of the tree: a treeitem with its level, position and state, the type icon, the
 * name and the type label under it (doc 000 §2). The chevron opens or closes the branch by mouse;
 * it is not a separate focusable control (the arrow keys do the same from the keyboard).
 */
export const TreeRowView = memo(TreeRowViewBase, sameProps);

function TreeRowViewBase({ row, node, typeLabel, top, selected, focused, onSelect, onToggle }: TreeRowViewProps) {
  const Icon = organizationTypeIcon[node.organizationType];
  const Chevron = row.expanded ? ExpandMoreIcon : ChevronRightIcon;
  return (
    <Row
      role="treeitem"
      id={`org-tree-${node.id}`}
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
      data-focused={focused || undefined}
      data-match={row.match || undefined}
      onClick={() => onSelect(node.id)}
      style={{ transform: `translateY(${top}px)`, paddingLeft: (row.level - 1) * INDENT + 4 }}
    >
      <span
        aria-hidden
        className="tree-chevron"
        style={row.hasChildren ? undefined : { visibility: 'hidden' }}
        onClick={(e) => {
          if (!row.hasChildren) return;
          e.stopPropagation();
          onToggle(node.id, !row.expanded);
        }}
      >
        <Chevron fontSize="small" />
      </span>
      <Icon aria-hidden fontSize="small" className="tree-icon" />
      <span className="tree-text">
        <p className="tree-name">{node.name}</p>
        <span className="tree-type">{typeLabel}</span>
      </span>
    </Row>
  );
}

/** Rows are recomputed as new objects: compare them by value, so unchanged rows are not rendered again. */
function sameProps(a: TreeRowViewProps, b: TreeRowViewProps): boolean {
  const r = a.row;
  const q = b.row;
  return (
    r.id === q.id &&
    r.level === q.level &&
    r.hasChildren === q.hasChildren &&
    r.expanded === q.expanded &&
    r.posInSet === q.posInSet &&
    r.setSize === q.setSize &&
    r.match === q.match &&
    a.node === b.node &&
    a.typeLabel === b.typeLabel &&
    a.top === b.top &&
    a.selected === b.selected &&
    a.focused === b.focused &&
    a.onSelect === b.onSelect &&
    a.onToggle === b.onToggle
  );
}
