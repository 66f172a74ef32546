import { render, screen } from '@testing-library/react';
import { VirtualRows } from '../resources/groups/VirtualRows';

describe('useFixedRowVirtualizer (through VirtualRows)', () => {
  it('renders the rows of the fallback height while the box measures 0, not all of them', () => {
    render(<VirtualRows count={1000} rowHeight={40} label="Rows" height="60vh" rowKey={(i) => i} renderRow={(i) => `Row ${i}`} />);
    const rows = screen.getAllByRole('listitem');
    // 600 px of 40 px rows is 15, plus the overscan of 8 below.
    expect(rows).toHaveLength(23);
    expect(rows[0]).toHaveTextContent('Row 0');
    expect(screen.queryByText('Row 999')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Rows' })).toHaveStyle({ height: '40000px' });
  });
});
