/**
 * The floor of the product's stack, for `pnpm bench:lighthouse` (docs/performance.md, session 11):
 * React, Chakra through the same `ui` kit and system, Chakra's global CSS built at build time as
 * the shell does, and the students list's first screen (heading, search, 25 rows) drawn from rows
 * in the page, in ONE bundle: no federation, no router, no query cache, no API call. What this
 * page scores is what any screen of the product could score at best with this stack.
 */
import 'virtual:chakra-global.css';
import { createRoot } from 'react-dom/client';
import { Box, DataTable, Heading, Stack, UiProvider, type DataColumn } from '@academias/shared/ui';

interface Row {
  id: number;
  name: string;
  rut: string;
  email: string;
  plan: string;
}

const names = ['Ana Pérez', 'Benjamín Soto', 'Camila Rojas', 'Diego Muñoz', 'Elena Díaz'];
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % names.length]} ${i + 1}`,
  rut: `${12 + i}.345.678-${i % 10}`,
  email: `alumno${i + 1}@correo.cl`,
  plan: i % 2 ? 'Piano mensual' : 'Ballet inicial',
}));

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Nombre', cell: (r) => r.name, sortable: true, card: 'title' },
  { key: 'rut', header: 'RUT', cell: (r) => r.rut },
  { key: 'email', header: 'Correo', cell: (r) => r.email, truncate: true },
  { key: 'plan', header: 'Plan', cell: (r) => r.plan, hideOnMobile: true },
];

const Page = () => (
  <UiProvider prebuiltCss>
    <Box as="main" p={{ base: 3, md: 6 }}>
      <Stack gap={4}>
        <Heading as="h1" size="xl">
          Alumnos
        </Heading>
        <DataTable
          caption="Alumnos"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          total={rows.length}
          page={1}
          pageSize={25}
          onPageChange={() => {}}
          onSearchChange={() => {}}
          searchPlaceholder="Buscar por nombre, RUT o correo"
        />
      </Stack>
    </Box>
  </UiProvider>
);

const root = document.getElementById('root');
if (root) createRoot(root).render(<Page />);
