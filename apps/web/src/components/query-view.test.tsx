/** QueryView: a query switched off (a page opened without the id it needs) shows the empty state, never loading for ever. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../app/query-client';
import { QueryView } from './states';

function Detail({ id }: { id: number }) {
  const query = useQuery({ queryKey: ['detail', id], queryFn: async () => ({ id }), enabled: id > 0 });
  return (
    <QueryView query={query} empty={<p>nothing here</p>}>
      {(d) => <p>item {d.id}</p>}
    </QueryView>
  );
}

const show = (id: number) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Detail id={id} />
    </QueryClientProvider>,
  );

describe('QueryView', () => {
  it('shows the empty state for a query that is switched off, and the data for one that runs', async () => {
    show(0);
    expect(screen.getByText('nothing here')).toBeTruthy();
    show(7);
    expect(await screen.findByText('item 7')).toBeTruthy();
  });
});
