/**
 * The bare react-admin app the console's first screen is weighed against (bench/bareAdmin.ts): <Admin>
 * with ra-data-simple-rest and one <Resource> with a <ListGuesser>, nothing else.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
